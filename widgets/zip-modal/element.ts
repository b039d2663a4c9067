import * as v from 'valibot';
import { flag, oneOf } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { ZipModal } from './ZipModal';

export const tag = 'lto-zip-modal';

/** The attributes of <lto-zip-modal>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  submitName: oneOf(
    "Name of the zip form's submit button as the platform expects it (SPEC 3.1): 'confirm' or 'setlocation'.",
    ['confirm', 'setlocation'],
    'confirm',
  ),
  noGeolocation: flag("Hides 'Use my location' (the browser's location is then never asked for)."),
});

export type ZipModalProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: ZipModal });
