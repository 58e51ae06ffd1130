// The components every lesson may use without importing them (docs/lesson-components.md).
// The lesson page passes this map to the MDX content, under the names authors write.
import Compare from '../components/lesson/Compare.astro';
import FanPuzzle from '../components/lesson/FanPuzzle.astro';
import Hand from '../components/lesson/Hand.astro';
import HandAnatomy from '../components/lesson/HandAnatomy.astro';
import Quiz from '../components/lesson/Quiz.astro';
import SeatingCompass from '../components/lesson/SeatingCompass.astro';
import Term from '../components/lesson/Term.astro';
import Tile from '../components/lesson/Tile.astro';
import WaitPuzzle from '../components/lesson/WaitPuzzle.astro';
import WallStepper from '../components/lesson/WallStepper.astro';

export const LESSON_COMPONENTS = { Tile, Hand, WaitPuzzle, FanPuzzle, HandAnatomy, Quiz, Term, WallStepper, SeatingCompass, Compare };
