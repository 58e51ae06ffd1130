// Public URLs are promises: a version-1 key (in a share link `?p=…` or a stored review card)
// must open the same puzzle after the generator moved on. The table was captured from the
// generator before version 2 (commit 3a52bc2): per kind (version, type, level, rules), for the
// seeds 0–11, 99991 and 2³²−1, `seed:variant:rating:hash`, the hash being seed.ts's hashText of
// the whole rated puzzle as JSON without its key (the key now carries `version: 1`). The three
// `1d2e` entries of a lone Mah-Jongg call are hashed with their theme `claim-mahjong` (a lone
// call decides no priority); everything else in them is as captured.
import { describe, expect, test } from 'vitest';
import {
  GENERATOR_VERSION,
  generatePuzzle,
  hashText,
  makePuzzleKey,
  parsePuzzleKey,
  variantsOf,
  type PuzzleKey,
} from '../puzzles/index.ts';

const VERSION_1: [string, string][] = [
  [
    '1w1e',
    '0:mixed:1235:1jwo533 1:exposed:1210:q0r8ev 2:mixed:1235:rzzhiv 3:exposed:1285:ilkzv6 4:mixed:1200:hw55gj 5:exposed:1150:1df342q 6:mixed:1200:o7ecy1 7:exposed:1150:128mtlk 8:mixed:1235:3iparo 9:exposed:1185:1ctbuu1 a:mixed:1235:59vzbl b:exposed:1210:a7u0h4 255j:exposed:1210:148lgr8 1z141z3:exposed:1185:1jtfdmn',
  ],
  [
    '1w2e',
    '0:mixed:1610:1vzifrm 1:exposed:1460:1c0tdas 2:seven-pairs:1510:1pndzcw 3:four-held:1610:1e1nxvt 4:mixed:1520:hln2fm 5:exposed:1435:nft00k 6:seven-pairs:1510:198yvft 7:four-held:1540:173bny8 8:mixed:1485:1v442wo 9:exposed:1460:zr5n6y a:seven-pairs:1510:159v324 b:four-held:1575:63voek 255j:four-held:1540:v5py3z 1z141z3:four-held:1610:1kf91k',
  ],
  [
    '1w3e',
    '0:one-suit:2030:1fzsnbq 1:one-suit-exposed:1845:12fq3m2 2:seven-pairs-one-suit:1930:1yewsgn 3:thirteen-orphans:1740:1c7plys 4:four-held-one-suit:1960:twr7u3 5:one-suit:2030:1e5o3nm 6:one-suit-exposed:1935:1uvvkzt 7:seven-pairs-one-suit:1895:1b9ifax 8:thirteen-orphans:1740:ljllx4 9:four-held-one-suit:1995:1a8r9fc a:one-suit:1995:1jrax5x b:one-suit-exposed:1880:1y27cqz 255j:one-suit-exposed:1845:h972e6 1z141z3:one-suit:2010:13zgedq',
  ],
  [
    '1f1e',
    '0:no-flowers:1250:1hfjhki 1:seat-flower:1270:q4c7m9 2:seat-season:1270:1895vam 3:dragon-pung:1300:198gj4y 4:seat-wind:1310:1pfenom 5:prevalent-wind:1280:j4t77k 6:self-draw:1280:1fvpfnk 7:all-chows:1250:182xf5y 8:no-flowers:1250:x0rlla 9:seat-flower:1270:aeqnnz a:seat-season:1270:4o02i1 b:dragon-pung:1270:1igmzvb 255j:all-chows:1250:5qqsve 1z141z3:all-chows:1270:1266fiy',
  ],
  [
    '1f1c',
    '0:no-flowers:1400:gvhf7k 1:seat-flower:1420:1y3bm97 2:seat-season:1450:zcmy62 3:dragon-pung:1450:7130p0 4:seat-wind:1430:1h5j8m2 5:prevalent-wind:1430:1aivf5w 6:self-draw:1400:1hdm3d7 7:all-chows:1430:razxv0 8:no-flowers:1400:ogw1l2 9:seat-flower:1450:1wofrlg a:seat-season:1420:15jsdmb b:dragon-pung:1420:c31zda 255j:all-chows:1400:ng2xds 1z141z3:all-chows:1420:psjt5w',
  ],
  [
    '1f1m',
    '0:no-flowers:1310:993kbd 1:seat-flower:1300:dhyd3s 2:seat-season:1300:10gbj0o 3:dragon-pung:1300:1qtwbjz 4:seat-wind:1310:1wdopv6 5:prevalent-wind:1280:1cig5ho 6:self-draw:1280:1iau19z 7:all-chows:1280:jeulu1 8:no-flowers:1280:1s37wyn 9:seat-flower:1330:jrcnlv a:seat-season:1300:100unks b:dragon-pung:1340:5ioc09 255j:all-chows:1280:okmse0 1z141z3:all-chows:1280:jp95d0',
  ],
  [
    '1f1s',
    '0:no-flowers:1250:1gr5k43 1:seat-flower:1270:14zpir3 2:seat-season:1270:z4tz3 3:dragon-pung:1300:p19mmg 4:seat-wind:1310:43sa19 5:prevalent-wind:1280:wpoo7g 6:self-draw:1280:1wr6jbj 7:all-chows:1250:1lx6wpl 8:no-flowers:1250:16h95m2 9:seat-flower:1270:1oq72u7 a:seat-season:1270:12ho1rx b:dragon-pung:1270:ed23v4 255j:all-chows:1250:u17zet 1z141z3:all-chows:1270:pgty35',
  ],
  [
    '1f2e',
    '0:no-flowers:1500:e60veo 1:seat-flower:1520:1q44keh 2:seat-season:1520:prz1kw 3:all-flowers:1580:1d1tj4v 4:all-seasons:1580:1olsubs 5:all-chows:1500:nn3357 6:dragon-pung:1520:1mvv31l 7:seat-wind:1530:1pjox26 8:prevalent-wind:1500:frlnjp 9:self-draw:1530:15iyl2g a:last-tile-draw:1530:t8r64i b:last-tile-claim:1500:od217e 255j:all-flowers:1520:1602rvf 1z141z3:all-flowers:1550:2n1b5s',
  ],
  [
    '1f2c',
    '0:no-flowers:1650:tbrg4q 1:seat-flower:1670:wsfn3p 2:seat-season:1700:c96ddr 3:all-flowers:1670:zx6y0i 4:all-seasons:1730:1ppeoyl 5:all-chows:1650:1nsfu64 6:dragon-pung:1670:qzpowv 7:seat-wind:1680:yt5p78 8:prevalent-wind:1650:hhnt8g 9:self-draw:1650:17iyhho a:last-tile-draw:1710:1lnn4e2 b:last-tile-claim:1650:11p5fg6 255j:all-flowers:1670:fxxhgw 1z141z3:all-flowers:1670:sde0xp',
  ],
  [
    '1f2m',
    '0:no-flowers:1560:1fw1vkb 1:seat-flower:1550:gzwoat 2:seat-season:1550:aemmui 3:all-flowers:1550:143w71h 4:all-seasons:1550:1b7v5ro 5:all-chows:1530:jdlrln 6:dragon-pung:1620:17ef0g 7:seat-wind:1530:56ug5h 8:prevalent-wind:1560:tzbewd 9:self-draw:1530:1ucfh9c a:last-tile-draw:1530:dq27cx b:last-tile-claim:1580:1re2yih 255j:last-tile-draw:1530:o93n57 1z141z3:near:prevalent-wind:1650:1x4036i',
  ],
  [
    '1f2s',
    '0:no-flowers:1500:8hgpmt 1:seat-flower:1520:1sf92zs 2:seat-season:1520:8wp0ok 3:all-flowers:1580:180bop3 4:all-seasons:1580:1rd8rem 5:all-chows:1500:11bjlbq 6:dragon-pung:1520:7b9fmw 7:seat-wind:1500:813cq8 8:prevalent-wind:1500:jdeby9 9:self-draw:1530:1hnx1cg a:last-tile-draw:1500:1ps8zar b:last-tile-claim:1500:1f4qrf2 255j:all-flowers:1520:as44vd 1z141z3:all-flowers:1550:1opw1kp',
  ],
  [
    '1f3e',
    '0:no-flowers:1750:12iflj5 1:seat-flower:1770:167sobe 2:seat-season:1770:1qa5bzn 3:all-flowers:1830:qq2av2 4:all-seasons:1830:1vqkxl7 5:all-chows:1750:1t3e525 6:dragon-pung:1770:16ibgev 7:seat-wind:1780:1k9atps 8:prevalent-wind:1750:jrcekd 9:self-draw:1780:19upvk0 a:last-tile-draw:1780:j2bn56 b:last-tile-claim:1750:198oxb4 255j:heaven:1810:os8h3v 1z141z3:near:four-concealed-pungs:1890:t0wvbg',
  ],
  [
    '1f3c',
    '0:no-flowers:1900:e79ygl 1:seat-flower:1920:adwt95 2:seat-season:1950:qxc8jz 3:all-flowers:1920:13k663e 4:all-seasons:1980:jtvo7m 5:all-chows:1900:ntowig 6:dragon-pung:1920:2nx476 7:seat-wind:1930:6wvonr 8:prevalent-wind:1900:w1wmqv 9:self-draw:1900:yeh7gn a:last-tile-draw:1960:1qw92i8 b:last-tile-claim:1900:20h2h 255j:heaven:1960:dt3jt6 1z141z3:near:four-concealed-pungs:2040:1ugecq3',
  ],
  [
    '1f3m',
    '0:no-flowers:1810:17rk69c 1:seat-flower:1800:f1vy53 2:seat-season:1800:1a8a73 3:all-flowers:1800:f465a8 4:all-seasons:1800:1o53lez 5:all-chows:1780:xujuar 6:dragon-pung:1800:1byv4vn 7:seat-wind:1780:llb2o9 8:prevalent-wind:1810:44dvl 9:self-draw:1780:q8namf a:last-tile-draw:1780:1gl8a77 b:last-tile-claim:1830:1bu44wy 255j:seat-wind:1810:vb7ksx 1z141z3:half-flush:1750:1hj8lob',
  ],
  [
    '1f3s',
    '0:no-flowers:1750:3bj453 1:seat-flower:1770:1l1hy6 2:seat-season:1770:sml4lp 3:all-flowers:1830:1b5jdpo 4:all-seasons:1830:9pj7kt 5:all-chows:1750:19k0uzy 6:dragon-pung:1770:jwsjf9 7:seat-wind:1750:dg5h6g 8:prevalent-wind:1750:kkho2j 9:self-draw:1780:vmo003 a:last-tile-draw:1750:5c718f b:last-tile-claim:1750:ci2lgw 255j:heaven:1750:oo5tt2 1z141z3:near:four-concealed-pungs:1890:cwh3xp',
  ],
  [
    '1p1e',
    '0:discard:1330:1firpdh 1:self-draw:1370:l38i0f 2:discard:1360:1s6s5l9 3:self-draw:1370:13cnhzm 4:discard:1300:1qb49el 5:self-draw:1400:oql3ki 6:discard:1300:1is2daa 7:self-draw:1340:1jhtes 8:discard:1300:1oqh5ec 9:self-draw:1370:ty4aju a:discard:1360:13gutxw b:self-draw:1400:f4fff7 255j:self-draw:1370:1xgquxz 1z141z3:self-draw:1340:1pm3am8',
  ],
  [
    '1p1c',
    '0:discard:1330:g2r3b5 1:self-draw:1420:17pppg4 2:discard:1330:1e05vqe 3:self-draw:1420:361isu 4:discard:1300:1c3mt1l 5:self-draw:1450:kq6n8f 6:discard:1380:lcbivt 7:self-draw:1420:bk5nyu 8:discard:1380:8manaq 9:self-draw:1450:8ckk a:discard:1390:owhq8y b:self-draw:1450:1nzgg7y 255j:self-draw:1450:1pkw747 1z141z3:self-draw:1420:1hanhix',
  ],
  [
    '1p1m',
    '0:discard:1330:ve5lon 1:self-draw:1370:1hwm0ve 2:discard:1360:1wl4ti5 3:self-draw:1370:13lknwu 4:discard:1360:21mxqe 5:self-draw:1400:171k0u1 6:discard:1360:vzr564 7:self-draw:1370:1aotd6h 8:discard:1300:sm6p6w 9:self-draw:1370:19asdmo a:discard:1360:1ess08i b:self-draw:1400:1fpnrx6 255j:self-draw:1370:1b1530h 1z141z3:self-draw:1370:1bx559d',
  ],
  [
    '1p1s',
    '0:discard:1330:wo6343 1:self-draw:1370:1rku0ue 2:discard:1330:1tnza0c 3:self-draw:1370:1v9vruq 4:discard:1300:12m51pj 5:self-draw:1400:1rgvsqu 6:discard:1300:1aoos40 7:self-draw:1340:156qbnm 8:discard:1300:101j5u8 9:self-draw:1370:1wpbtks a:discard:1360:qirxd1 b:self-draw:1370:1hnike9 255j:self-draw:1370:1ux1060 1z141z3:self-draw:1340:ln1k9f',
  ],
  [
    '1p2e',
    '0:discard:1550:16sfp9j 1:self-draw:1680:1gv0o1t 2:east-wins:1580:1bl02a5 3:kong-replacement:1710:19ewoyv 4:robbing-kong:1640:zd14ax 5:discard:1550:137jpem 6:self-draw:1650:1pc6065 7:east-wins:1550:sjw4qw 8:kong-replacement:1680:rjvaqc 9:robbing-kong:1640:t1z1qm a:discard:1610:19bm1xc b:self-draw:1680:trbcny 255j:self-draw:1590:1f63yvg 1z141z3:discard:1550:8ywlw1',
  ],
  [
    '1p2c',
    '0:discard:1630:1fdfa10 1:self-draw:1670:gmnrq3 2:east-wins:1630:5e3r1n 3:kong-replacement:1730:1v0msez 4:robbing-kong:1690:1n9a6mx 5:discard:1610:enodbj 6:self-draw:1670:aujkud 7:east-wins:1630:1kfw2y7 8:kong-replacement:1730:15c13xb 9:robbing-kong:1610:1pgv2nl a:discard:1580:1vw82rc b:self-draw:1700:m7p2ep 255j:self-draw:1730:1vd85oa 1z141z3:discard:1660:1rsalnv',
  ],
  [
    '1p2m',
    '0:discard:1550:1v0syx2 1:self-draw:1620:1e4i2el 2:east-wins:1580:17hqzpc 3:kong-replacement:1710:dk4on8 4:robbing-kong:1640:1aqni52 5:discard:1550:20g44n 6:self-draw:1590:1utcumw 7:east-wins:1580:18dnmcl 8:kong-replacement:1680:bkjt99 9:robbing-kong:1640:19ebcp1 a:discard:1550:fvadby b:self-draw:1620:nuifen 255j:self-draw:1620:gxg8mr 1z141z3:discard:1550:1u2g87p',
  ],
  [
    '1p2s',
    '0:discard:1550:10am0zd 1:self-draw:1620:1sy1fjr 2:east-wins:1580:v8m3p5 3:kong-replacement:1680:6f9y69 4:robbing-kong:1610:19lx4f3 5:discard:1550:1sqnc5p 6:self-draw:1590:1mdc12v 7:east-wins:1550:1a1iz82 8:kong-replacement:1650:1jz89bj 9:robbing-kong:1610:13tdvre a:discard:1550:7gow1a b:self-draw:1620:13witor 255j:self-draw:1590:17c9rfv 1z141z3:discard:1550:wxzn1g',
  ],
  [
    '1p3e',
    '0:limit-discard:1950:174of7 1:limit-self-draw:1900:1cysksw 2:east-limit:1890:sqcyu0 3:robbing-kong:1860:13llln6 4:limit-discard:1920:1fgweyc 5:limit-self-draw:1960:17eba25 6:east-limit:1860:5kqlfx 7:robbing-kong:1860:mldckg 8:limit-discard:1890:11yu3du 9:limit-self-draw:2020:pau31p a:east-limit:1860:uam252 b:robbing-kong:1890:1jpkq0x 255j:robbing-kong:1890:qhqnaq 1z141z3:robbing-kong:1890:1t2gy47',
  ],
  [
    '1p3c',
    '0:limit-discard:2000:1o8hqyx 1:limit-self-draw:1980:hr6ggm 2:east-limit:1970:o2u44e 3:robbing-kong:1940:1bvg1h3 4:limit-discard:1920:bz3qhd 5:limit-self-draw:1980:1k00zyq 6:east-limit:2000:12avoj6 7:robbing-kong:1940:mag45a 8:limit-discard:1880:duyp2 9:limit-self-draw:2040:y5e048 a:east-limit:1970:1w0sfs2 b:robbing-kong:1940:nksdyh 255j:robbing-kong:1860:868ugo 1z141z3:robbing-kong:1940:8bfnt2',
  ],
  [
    '1p3m',
    '0:limit-discard:1950:1b4p36a 1:limit-self-draw:1900:1y65lx8 2:east-limit:1830:1j72va3 3:liable:2020:kkr5k5 4:robbing-kong:1890:7nyqb6 5:limit-discard:1860:12oqe3c 6:limit-self-draw:1930:1nmc760 7:east-limit:1830:1kcmchn 8:liable:2020:q3tbk8 9:robbing-kong:1920:1q1uhy a:limit-discard:1860:w3y2y4 b:limit-self-draw:1900:hzfkby 255j:limit-self-draw:2020:d4uhgj 1z141z3:limit-discard:1830:169gzat',
  ],
  [
    '1p3s',
    '0:limit-discard:1860:mfxcq5 1:limit-self-draw:1900:abvfte 2:east-limit:1890:1jfivba 3:liable:2020:aaykct 4:robbing-kong:1860:1u4z2hw 5:limit-discard:1800:vhfoa8 6:limit-self-draw:1930:3kmy66 7:east-limit:1830:e389zb 8:liable:2020:l39i4 9:robbing-kong:1860:caewpu a:limit-discard:1860:1iikw1b b:limit-self-draw:1900:1gel9cj 255j:limit-self-draw:1930:kh5s6q 1z141z3:limit-discard:1890:w394hc',
  ],
  [
    '1v1e',
    '0:valid:1150:nkrwq9 1:fifth-tile:1070:lt4tbd 2:wrong-count:1160:1b0sg24 3:valid:1150:yajf7w 4:fifth-tile:1070:1i2lu5a 5:wrong-count:1120:1ua95xp 6:valid:1150:mctctr 7:fifth-tile:1070:1os7mxv 8:wrong-count:1120:4ysnt0 9:valid:1150:1ks97bv a:fifth-tile:1070:e25ad4 b:wrong-count:1120:164ooqv 255j:fifth-tile:1070:1fyfd4w 1z141z3:valid:1150:rv5igq',
  ],
  [
    '1v1c',
    '0:valid:1150:p313ab 1:fifth-tile:1070:4i64vy 2:wrong-count:1160:1jxe55o 3:valid:1150:1jcv5wc 4:fifth-tile:1070:gw4n15 5:wrong-count:1120:1ogaj8c 6:valid:1150:185wmby 7:fifth-tile:1070:1167x5e 8:wrong-count:1120:4qsv1a 9:valid:1150:b4dzac a:fifth-tile:1070:tosfdw b:wrong-count:1120:1es5wyh 255j:fifth-tile:1070:w0ibno 1z141z3:valid:1150:dd5h1y',
  ],
  [
    '1v1m',
    '0:valid:1150:1ulms9b 1:fifth-tile:1070:1r3317v 2:wrong-count:1160:vpa8r5 3:valid:1190:1k82g45 4:fifth-tile:1070:1y6b90z 5:wrong-count:1120:1j8iy87 6:valid:1150:iki363 7:fifth-tile:1070:u5a6d1 8:wrong-count:1120:1cl24jy 9:valid:1150:fxpwou a:fifth-tile:1070:p78e9v b:wrong-count:1120:1fy8wnr 255j:fifth-tile:1070:15u92ak 1z141z3:valid:1150:t4xpax',
  ],
  [
    '1v1s',
    '0:valid:1150:11hofpg 1:fifth-tile:1070:1iwb8up 2:wrong-count:1160:469g4z 3:valid:1150:1fmydpg 4:fifth-tile:1070:gbu4fd 5:wrong-count:1120:o6dckm 6:valid:1150:9w2vhx 7:fifth-tile:1070:145lvmg 8:wrong-count:1120:43wfyo 9:valid:1150:kjxhdb a:fifth-tile:1070:1ewm373 b:wrong-count:1120:ujlrru 255j:fifth-tile:1070:xvnith 1z141z3:valid:1150:sbnxqc',
  ],
  [
    '1v2e',
    '0:valid:1400:sb7rt5 1:looks-complete:1530:b4ng3o 2:fifth-tile:1360:qnlwz7 3:kong-short:1410:1jkh5hr 4:valid:1440:18xn5pk 5:looks-complete:1530:1g3lrt8 6:fifth-tile:1320:13w2hpo 7:kong-short:1410:5j2iug 8:valid:1400:sv4n9j 9:looks-complete:1530:dswowk a:fifth-tile:1320:3onou5 b:kong-short:1410:bar45u 255j:kong-short:1410:1mq9qv 1z141z3:kong-short:1410:12e8vzo',
  ],
  [
    '1v2c',
    '0:valid:1400:8w1uf3 1:looks-complete:1530:1qy0vkr 2:fifth-tile:1360:1ci38jo 3:kong-short:1410:cvs0mk 4:valid:1440:1dml2ve 5:looks-complete:1530:1mbh0dp 6:fifth-tile:1320:1bsjdy0 7:kong-short:1410:yryji9 8:valid:1400:hqaqaq 9:looks-complete:1530:nm9486 a:fifth-tile:1320:1ghw4bh b:kong-short:1410:1un6ph8 255j:kong-short:1410:1bo66k1 1z141z3:kong-short:1410:1hhh999',
  ],
  [
    '1v2m',
    '0:valid:1400:exm63g 1:looks-complete:1530:brrbsc 2:fifth-tile:1360:18ktyee 3:kong-short:1410:16ib2t6 4:valid:1440:1brgq3p 5:looks-complete:1530:1kdxubn 6:fifth-tile:1320:1htxys4 7:kong-short:1410:4s4h3g 8:valid:1400:kqrj0c 9:looks-complete:1530:1hyv3cn a:fifth-tile:1320:w74pff b:kong-short:1410:1mq19cl 255j:kong-short:1410:13ns4xe 1z141z3:kong-short:1410:fwjvy3',
  ],
  [
    '1v2s',
    '0:valid:1400:6wgyt0 1:looks-complete:1530:drwq7l 2:fifth-tile:1360:jiyjxz 3:kong-short:1410:1fd8t4o 4:valid:1440:1ht0c7o 5:looks-complete:1530:1mob8yp 6:fifth-tile:1320:fc43uv 7:kong-short:1410:15o7bmq 8:valid:1400:ufibvk 9:looks-complete:1530:whfrm9 a:fifth-tile:1320:cmcxk3 b:kong-short:1410:1dwilqj 255j:kong-short:1410:9fuj9o 1z141z3:kong-short:1410:82t1m',
  ],
  [
    '1v3e',
    '0:valid-special:1710:jn1f6w 1:looks-complete-one-suit:1780:v6sybr 2:looks-complete-pairs:1780:1gi48n2 3:kong-extra:1660:jobnwv 4:valid-special:1750:1q6u6c0 5:looks-complete-one-suit:1780:1vrd6f8 6:looks-complete-pairs:1780:vwbhcg 7:kong-extra:1660:1rt66y4 8:valid-special:1650:13ys2kh 9:looks-complete-one-suit:1780:1r927j1 a:looks-complete-pairs:1780:s4z1yu b:kong-extra:1660:pozx8t 255j:kong-extra:1660:1nsise4 1z141z3:kong-extra:1660:mc5d9u',
  ],
  [
    '1v3c',
    '0:valid-special:1710:x586w 1:looks-complete-one-suit:1780:k85fvs 2:looks-complete-pairs:1780:xx8o4u 3:kong-extra:1660:16xzxkd 4:valid-special:1750:1q56u29 5:looks-complete-one-suit:1780:o2az1t 6:looks-complete-pairs:1780:15utvlr 7:kong-extra:1660:1ksh469 8:valid-special:1710:dmght0 9:looks-complete-one-suit:1780:1eszvr4 a:looks-complete-pairs:1780:10geak b:kong-extra:1660:1lizzno 255j:kong-extra:1660:lcrozd 1z141z3:kong-extra:1660:pz5pc8',
  ],
  [
    '1v3m',
    '0:valid-special:1710:1kg8tjr 1:looks-complete-one-suit:1780:1lnwc51 2:looks-complete-pairs:1780:19zq9vb 3:kong-extra:1660:1nryyrv 4:below-minimum:1760:16cc4i3 5:not-a-pattern:1800:1p4j3cp 6:valid-special:1710:37uhrf 7:looks-complete-one-suit:1780:1b1tgjl 8:looks-complete-pairs:1780:1e7c1uy 9:kong-extra:1660:gubfg5 a:below-minimum:1760:1uoaruh b:not-a-pattern:1800:edo80q 255j:looks-complete-one-suit:1780:j03u5h 1z141z3:kong-extra:1660:uc372t',
  ],
  [
    '1v3s',
    '0:valid-special:1710:1bomwqq 1:looks-complete-one-suit:1780:1c4t4tg 2:looks-complete-pairs:1780:q9b0hh 3:kong-extra:1660:8k1jkw 4:valid-special:1690:7aketx 5:looks-complete-one-suit:1780:20k229 6:looks-complete-pairs:1780:syoh34 7:kong-extra:1660:a9jlqc 8:valid-special:1650:bodwns 9:looks-complete-one-suit:1780:eqhkvf a:looks-complete-pairs:1780:e2xc4p b:kong-extra:1660:ppxj1i 255j:kong-extra:1660:15e6h1q 1z141z3:kong-extra:1660:1lblhzb',
  ],
  [
    '1d1e',
    '0:only-pung:1100:14rawda 1:only-chow:1100:zgakgx 2:pung-before-chow:1150:16cssxm 3:only-pung:1100:1cv8rlh 4:only-chow:1100:1vdyaor 5:pung-before-chow:1150:55bvtj 6:only-pung:1100:11r8oi3 7:only-chow:1100:l5wv1 8:pung-before-chow:1150:wb9xfx 9:only-pung:1100:14l22pw a:only-chow:1100:1h7owuj b:pung-before-chow:1150:r3sd77 255j:only-chow:1100:qtu6o6 1z141z3:only-pung:1100:4x2nng',
  ],
  [
    '1d2e',
    '0:only-mahjong:1350:drx2cp 1:mahjong-first:1400:1fjvywg 2:mahjong-turn-order:1460:qm1gav 3:kong-before-chow:1400:90yxrt 4:only-mahjong:1350:umks6h 5:mahjong-first:1400:1vx1g1c 6:mahjong-turn-order:1460:r7370n 7:kong-before-chow:1400:fjhb8q 8:only-mahjong:1350:18u966 9:mahjong-first:1400:ongdry a:mahjong-turn-order:1460:56od0h b:kong-before-chow:1400:1ve2ovz 255j:kong-before-chow:1400:1rx0tr4 1z141z3:kong-before-chow:1400:i6xu2o',
  ],
  [
    '1d3e',
    '0:mahjong-far:1700:1dd61m6 1:mahjong-turn-order-3:1820:tm6ew0 2:mahjong-turn-order-mixed:1760:5abhl6 3:mahjong-chow-shape:1730:5mpu1d 4:mahjong-far:1700:12twn9o 5:mahjong-turn-order-3:1820:17xf3uk 6:mahjong-turn-order-mixed:1760:jw8ncw 7:mahjong-chow-shape:1730:1uwzebi 8:mahjong-far:1700:146rp82 9:mahjong-turn-order-3:1820:iyxolq a:mahjong-turn-order-mixed:1760:17aj8xj b:mahjong-chow-shape:1730:1nl9zc8 255j:mahjong-chow-shape:1730:l5isp4 1z141z3:mahjong-chow-shape:1730:448i7k',
  ],
];

const fingerprint = (key: PuzzleKey): string => {
  const p = generatePuzzle(key);
  return `${p.variant}:${p.rating}:${hashText(JSON.stringify({ ...p, key: undefined })).toString(36)}`;
};

describe('version-1 keys give exactly the puzzles they gave before version 2', () => {
  test.each(VERSION_1)('%s', (prefix, entries) => {
    for (const entry of entries.split(' ')) {
      const [seed, ...rest] = entry.split(':');
      const text = `${prefix}-${seed}`;
      const parsed = parsePuzzleKey(text);
      if (!parsed.ok) throw new Error(`${text}: ${parsed.error.code}`);
      expect(parsed.value.version).toBe(1);
      expect(fingerprint(parsed.value), text).toBe(rest.join(':'));
      // The puzzle keeps its old key: a review card or a "share" of it writes the same text.
      expect(makePuzzleKey(generatePuzzle(parsed.value).key)).toBe(text);
    }
  });
});

describe('what version 2 changed, and what it left alone', () => {
  const kinds = [
    { type: 'valid', level: 2, rules: 'hke' },
    { type: 'valid', level: 3, rules: 'hk-modern' },
    { type: 'discard', level: 3, rules: 'hke' },
  ] as const;

  test.each(kinds)('$type level $level: new variants, so the same seed gives another puzzle', (kind) => {
    expect(GENERATOR_VERSION).toBe(2);
    expect(variantsOf({ ...kind, version: 1 })).not.toEqual(variantsOf(kind));
    const differ = Array.from({ length: 12 }, (_, seed) => seed).filter(
      (seed) => fingerprint({ ...kind, seed, version: 1 }) !== fingerprint({ ...kind, seed }),
    );
    expect(differ.length).toBeGreaterThan(6);
  });

  test('other kinds give the same puzzle under both versions (only the key text differs)', () => {
    for (const kind of [
      { type: 'waits', level: 3, rules: 'hke' },
      { type: 'fan', level: 2, rules: 'classic' },
      { type: 'pay', level: 3, rules: 'hk-simple' },
      { type: 'valid', level: 1, rules: 'hke' },
      { type: 'discard', level: 2, rules: 'hke' },
    ] as const)
      for (const seed of [0, 5, 123456]) {
        expect(fingerprint({ ...kind, seed, version: 1 })).toBe(fingerprint({ ...kind, seed }));
        expect(makePuzzleKey({ ...kind, seed, version: 1 })).not.toBe(makePuzzleKey({ ...kind, seed }));
      }
  });
});
