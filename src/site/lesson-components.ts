// The components every lesson may use without importing them (docs/lesson-components.md).
// The lesson page passes this map to the MDX content. Widgets join it here as they are built
// (Hand, WaitPuzzle, FanPuzzle, HandAnatomy, Quiz), under the names authors write in MDX.
import LessonTile from '../components/lesson/LessonTile.astro';

export const LESSON_COMPONENTS = {
  Tile: LessonTile,
};
