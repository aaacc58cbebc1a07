import { createSlot } from '../../../shared/lib/slot.tsx';

/** The intern's CV as their mentor may read it, loaded while `enabled` (filled by the app from features/safety). */
export const InternCvSlot = createSlot<{ internId: string; enabled: boolean }>('InternCv');
