import { createSlot } from '../../../shared/lib/slot.tsx';

/** One application's facts, files and timeline on an intern's record (filled by the app from features/safety). */
export const ApplicationSectionSlot = createSlot<{ id: string }>('ApplicationSection');
