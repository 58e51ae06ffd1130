// The components every lesson may use without importing them (docs/lesson-components.md).
// The lesson page passes this map to the MDX content, under the names authors write.
import Compare from './Compare.astro';
import FanPuzzle from './FanPuzzle.astro';
import Hand from './Hand.astro';
import HandAnatomy from './HandAnatomy.astro';
import Quiz from './Quiz.astro';
import SeatingCompass from './SeatingCompass.astro';
import Term from './Term.astro';
import Tile from './Tile.astro';
import WaitPuzzle from './WaitPuzzle.astro';
import WallStepper from './WallStepper.astro';

export const LESSON_COMPONENTS = {
  Tile,
  Hand,
  WaitPuzzle,
  FanPuzzle,
  HandAnatomy,
  Quiz,
  Term,
  WallStepper,
  SeatingCompass,
  Compare,
};
