import nearOnTouchScreens from '../../src/core/touch-wake';
import { holdPressUntilDrawn } from './press-before-code';

/**
 * On a touch screen the slider is drawn as it comes near (the filters sidebar opened): the first
 * drag moves it. With a mouse it is drawn when pointed at; a press quicker than its code is held
 * meanwhile, and the drawn slider takes it.
 */
export default function wake(element: HTMLElement): ReturnType<typeof nearOnTouchScreens> {
  holdPressUntilDrawn(element);
  return nearOnTouchScreens();
}
