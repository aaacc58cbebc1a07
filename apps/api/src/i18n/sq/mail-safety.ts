import type { TCancellationReason, TRedFlagReason } from '@praktika/contracts/safety';

type Kind = 'JOB' | 'TRAINING';

interface SafetyStrings {
  cancellation: {
    subject: Record<Kind, (title: string) => string>;
    intro: Record<Kind, string>;
    opportunity: Record<Kind, string>;
    intern: string;
    organisation: string;
    by: string;
    initiators: Record<'INTERN' | 'BUSINESS' | 'ADMIN', string>;
    lastDay: string;
    reasons: string;
    reasonLabels: Record<TCancellationReason, string>;
    reasonText: string;
    button: string;
  };
  redFlag: {
    subject: (name: string) => string;
    highPrefix: string;
    intro: string;
    reported: Record<'BUSINESS' | 'INTERN', string>;
    reportedBy: string;
    reporters: Record<'intern' | 'business' | 'mentor', string>;
    reasons: string;
    reasonLabels: Record<TRedFlagReason, string>;
    priority: string;
    priorities: Record<'NORMAL' | 'HIGH', string>;
    note: string;
    button: string;
  };
  /** An open HIGH report past its deadline (to every active admin, then every 24 hours while open). */
  redFlagOverdue: {
    subject: (name: string) => string;
    intro: string;
    status: string;
    statuses: Record<'NEW' | 'IN_REVIEW', string>;
    deadline: string;
    reported: string;
    note: string;
    button: string;
  };
}

/** The e-mails of cancellations and red flags (`modules/safety/safety.mail.ts`). */
export const mailSafety: SafetyStrings = {
  cancellation: {
    subject: { JOB: (t) => `Praktika u anulua: ${t}`, TRAINING: (t) => `Trajnimi u anulua: ${t}` },
    intro: { JOB: 'Një praktikë është anuluar.', TRAINING: 'Një trajnim është anuluar.' },
    opportunity: { JOB: 'Praktika', TRAINING: 'Trajnimi' },
    intern: 'Praktikanti',
    organisation: 'Organizata',
    by: 'Anuluar nga',
    initiators: {
      INTERN: 'praktikanti',
      BUSINESS: 'organizata',
      ADMIN: 'administratorët e programit',
    },
    lastDay: 'Dita e fundit',
    reasons: 'Arsyet',
    reasonLabels: {
      INTERN_RESIGNATION: 'Dorëheqje e praktikantit',
      LACK_OF_CAPACITY: 'Mungesë hapësire ose kapaciteti',
      OTHER: 'Tjetër',
    },
    reasonText: 'Arsyeja e shkruar',
    button: 'Hapeni në Praktika',
  },
  redFlag: {
    subject: (n) => `Raportim i ri për ${n}`,
    highPrefix: '[Prioritet i lartë] ',
    intro: 'Dikush bëri një raportim (flamur i kuq) në Praktika. Shqyrtojeni te paneli i raportimeve.',
    reported: { BUSINESS: 'Organizata e raportuar', INTERN: 'Praktikanti i raportuar' },
    reportedBy: 'Raportuar nga',
    reporters: { intern: 'një praktikant', business: 'një organizatë', mentor: 'një mentor' },
    reasons: 'Arsyet',
    reasonLabels: {
      UNSAFE_CONDITIONS: 'Kushte të pasigurta',
      HARASSMENT: 'Ngacmim',
      DISCRIMINATION: 'Diskriminim',
      UNPAID_WORK: 'Punë e papaguar',
      NOT_AS_DESCRIBED: 'Jo siç u përshkrua',
      NO_SHOW: 'Mosparaqitje',
      MISCONDUCT: 'Sjellje e papërshtatshme',
      OTHER: 'Tjetër',
    },
    priority: 'Prioriteti',
    priorities: { NORMAL: 'Normal', HIGH: 'I lartë' },
    note: 'Detajet janë në Praktika. Pala e raportuar nuk njoftohet.',
    button: 'Hapni raportimet',
  },
  redFlagOverdue: {
    subject: (n) => `[Afati ka kaluar] Raportimi për ${n} pret përgjigje`,
    intro:
      'Një raportim me prioritet të lartë është ende i hapur dhe afati i përgjigjes (24 orë) ka kaluar. Ju lutemi trajtojeni sa më shpejt.',
    status: 'Statusi',
    statuses: { NEW: 'I ri', IN_REVIEW: 'Në shqyrtim' },
    deadline: 'Afati i përgjigjes',
    reported: 'Raportuar më',
    note: 'Ky kujtues dërgohet çdo ditë derisa raportimi të zgjidhet.',
    button: 'Hapni raportimet',
  },
};
