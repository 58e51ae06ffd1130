// 1s: the bamboo suit's bird, drawn from simple shapes so it stays recognisable when small.
import { INK, stroke } from './svg.ts';

/** An ellipse turned by `rot` degrees about its centre. */
const ellipse = (cx: number, cy: number, rx: number, ry: number, rot: number, fill: string): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${rot} ${cx} ${cy})"` + ` fill="${fill}"/>`;

export function bird(): string {
  return (
    // Scaled up a little about the face centre so the bird fills the tile like the other faces.
    '<g transform="translate(31 38.5) scale(1.1) translate(-31 -38.5)">' +
    // Tail feathers fan out behind the body.
    ellipse(41, 58, 3.6, 13, -38, INK.green) +
    ellipse(37, 61, 3.4, 11.5, -14, INK.blue) +
    ellipse(45, 52, 3.2, 11, -62, INK.red) +
    // Legs and feet.
    `<path d="M26 52 24.5 66M31 53 31 66M21 66.5h7M28 66.5h6" ${stroke(INK.red, 1.8)}/>` +
    // Body, red breast, blue wing with feather lines.
    ellipse(29, 40, 11.5, 15, 22, INK.green) +
    ellipse(23.5, 40, 5.5, 10, 14, INK.red) +
    ellipse(33, 41, 6, 11.5, 28, INK.blue) +
    `<path d="M30 35q4 4 5 12M33.5 33q4 5 4.5 12" ${stroke(INK.ivory, 1)}/>` +
    // Head with crest, beak and eye.
    `<path d="M21 15.5q1-7 8-8.5-2.5 3-1.5 7z" fill="${INK.red}"/>` +
    `<circle cx="24" cy="22" r="8" fill="${INK.green}"/>` +
    `<path d="M17 19.5 9 23.5l8.3 2.3z" fill="${INK.red}"/>` +
    `<circle cx="21.8" cy="20.6" r="2.3" fill="${INK.ivory}"/>` +
    `<circle cx="21.4" cy="20.6" r="1.2" fill="${INK.black}"/>` +
    '</g>'
  );
}
