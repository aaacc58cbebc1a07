import type { common as reference } from '../sq/common.ts';
import type { Mirror } from '../shape.ts';

export const common: Mirror<typeof reference> = {
  yes: 'Da',
  no: 'Ne',
};
