import type { INSTITUTION_TYPES, TCataloguePath } from '@praktika/contracts/catalogues';

/**
 * Reference data seeded at start-up, in Albanian (sq), Serbian in Latin script (sr) and English (en).
 * `key` is stable forever: seeding matches rows by (collection, key), so renaming text here does not
 * touch rows already seeded, and removing an entry never deletes one.
 */
export interface SeedItem {
  key: string;
  sq: string;
  sr: string;
  en: string;
  /** businesstypes only. */
  hasUniqueIdentifier?: boolean;
  /** businesstypes: organisations of the type may sign up with a free-mail address (issue 22 §3). */
  allowsFreeMail?: boolean;
  /** subcategories: the seed key of their category (field of interest). */
  category?: string;
  /** institutions: their type and the seed key of their municipality. */
  type?: (typeof INSTITUTION_TYPES)[number];
  municipality?: string;
}

/** [key, sq, sr, en] rows, the compact way to write long lists. */
type Row = readonly [key: string, sq: string, sr: string, en: string];
const rows = (list: readonly Row[]): SeedItem[] => list.map(([key, sq, sr, en]) => ({ key, sq, sr, en }));

/** Kosovo's 38 municipalities (official Albanian and Serbian names). */
export const MUNICIPALITIES = rows([
  ['decan', 'Deçan', 'Dečani', 'Decan'],
  ['dragash', 'Dragash', 'Dragaš', 'Dragash'],
  ['drenas', 'Drenas', 'Glogovac', 'Drenas'],
  ['ferizaj', 'Ferizaj', 'Uroševac', 'Ferizaj'],
  ['fushe-kosove', 'Fushë Kosovë', 'Kosovo Polje', 'Fushe Kosova'],
  ['gjakove', 'Gjakovë', 'Đakovica', 'Gjakova'],
  ['gjilan', 'Gjilan', 'Gnjilane', 'Gjilan'],
  ['gracanice', 'Graçanicë', 'Gračanica', 'Gracanica'],
  ['hani-i-elezit', 'Hani i Elezit', 'Đeneral Janković', 'Hani i Elezit'],
  ['istog', 'Istog', 'Istok', 'Istog'],
  ['junik', 'Junik', 'Junik', 'Junik'],
  ['kacanik', 'Kaçanik', 'Kačanik', 'Kacanik'],
  ['kamenice', 'Kamenicë', 'Kamenica', 'Kamenica'],
  ['kline', 'Klinë', 'Klina', 'Klina'],
  ['kllokot', 'Kllokot', 'Klokot', 'Kllokot'],
  ['leposaviq', 'Leposaviq', 'Leposavić', 'Leposavic'],
  ['lipjan', 'Lipjan', 'Lipljan', 'Lipjan'],
  ['malisheve', 'Malishevë', 'Mališevo', 'Malisheva'],
  ['mamushe', 'Mamushë', 'Mamuša', 'Mamusha'],
  ['mitrovice', 'Mitrovicë', 'Mitrovica', 'Mitrovica'],
  ['mitrovica-e-veriut', 'Mitrovica e Veriut', 'Severna Mitrovica', 'North Mitrovica'],
  ['novoberde', 'Novobërdë', 'Novo Brdo', 'Novo Brdo'],
  ['obiliq', 'Obiliq', 'Obilić', 'Obiliq'],
  ['partesh', 'Partesh', 'Parteš', 'Partesh'],
  ['peje', 'Pejë', 'Peć', 'Peja'],
  ['podujeve', 'Podujevë', 'Podujevo', 'Podujeva'],
  ['prishtine', 'Prishtinë', 'Priština', 'Pristina'],
  ['prizren', 'Prizren', 'Prizren', 'Prizren'],
  ['rahovec', 'Rahovec', 'Orahovac', 'Rahovec'],
  ['ranillug', 'Ranillug', 'Ranilug', 'Ranilug'],
  ['shterpce', 'Shtërpcë', 'Štrpce', 'Shterpce'],
  ['shtime', 'Shtime', 'Štimlje', 'Shtime'],
  ['skenderaj', 'Skënderaj', 'Srbica', 'Skenderaj'],
  ['suhareke', 'Suharekë', 'Suva Reka', 'Suhareka'],
  ['viti', 'Viti', 'Vitina', 'Viti'],
  ['vushtrri', 'Vushtrri', 'Vučitrn', 'Vushtrri'],
  ['zubin-potok', 'Zubin Potok', 'Zubin Potok', 'Zubin Potok'],
  ['zvecan', 'Zveçan', 'Zvečan', 'Zvecan'],
]);

export const COUNTRIES = rows([
  ['kosovo', 'Kosova', 'Kosovo', 'Kosovo'],
  ['albania', 'Shqipëria', 'Albanija', 'Albania'],
  ['north-macedonia', 'Maqedonia e Veriut', 'Severna Makedonija', 'North Macedonia'],
  ['serbia', 'Serbia', 'Srbija', 'Serbia'],
  ['montenegro', 'Mali i Zi', 'Crna Gora', 'Montenegro'],
  ['bosnia-herzegovina', 'Bosnja dhe Hercegovina', 'Bosna i Hercegovina', 'Bosnia and Herzegovina'],
  ['croatia', 'Kroacia', 'Hrvatska', 'Croatia'],
  ['slovenia', 'Sllovenia', 'Slovenija', 'Slovenia'],
  ['bulgaria', 'Bullgaria', 'Bugarska', 'Bulgaria'],
  ['greece', 'Greqia', 'Grčka', 'Greece'],
  ['turkey', 'Turqia', 'Turska', 'Turkey'],
  ['germany', 'Gjermania', 'Nemačka', 'Germany'],
  ['switzerland', 'Zvicra', 'Švajcarska', 'Switzerland'],
  ['austria', 'Austria', 'Austrija', 'Austria'],
  ['other', 'Tjetër', 'Drugo', 'Other'],
]);

/**
 * Entity types; registered businesses and NGOs have a unique identification (registration) number. NGOs may sign up
 * with a free-mail address (small associations often have no domain of their own); no other seeded type may.
 */
export const BUSINESS_TYPES: SeedItem[] = [
  { key: 'business', sq: 'Biznes', sr: 'Preduzeće', en: 'Business', hasUniqueIdentifier: true },
  {
    key: 'public-enterprise',
    sq: 'Ndërmarrje publike',
    sr: 'Javno preduzeće',
    en: 'Public enterprise',
    hasUniqueIdentifier: true,
  },
  {
    key: 'ngo',
    sq: 'Organizatë joqeveritare (OJQ)',
    sr: 'Nevladina organizacija (NVO)',
    en: 'Non-governmental organisation (NGO)',
    hasUniqueIdentifier: true,
    allowsFreeMail: true,
  },
  {
    key: 'public-institution',
    sq: 'Institucion publik',
    sr: 'Javna institucija',
    en: 'Public institution',
    hasUniqueIdentifier: false,
  },
  {
    key: 'international-organisation',
    sq: 'Organizatë ndërkombëtare',
    sr: 'Međunarodna organizacija',
    en: 'International organisation',
    hasUniqueIdentifier: false,
  },
  {
    key: 'educational-institution',
    sq: 'Institucion arsimor',
    sr: 'Obrazovna institucija',
    en: 'Educational institution',
    hasUniqueIdentifier: false,
  },
  { key: 'start-up', sq: 'Start-up', sr: 'Startap', en: 'Start-up', hasUniqueIdentifier: false },
  { key: 'other', sq: 'Tjetër', sr: 'Drugo', en: 'Other', hasUniqueIdentifier: false },
];

/** Fields of interest. */
export const CATEGORIES = rows([
  ['it', 'Teknologji informative', 'Informacione tehnologije', 'Information technology'],
  ['marketing', 'Marketing dhe komunikim', 'Marketing i komunikacije', 'Marketing and communication'],
  ['finance', 'Financa dhe kontabilitet', 'Finansije i računovodstvo', 'Finance and accounting'],
  ['agriculture', 'Bujqësi', 'Poljoprivreda', 'Agriculture'],
  ['health', 'Shëndetësi', 'Zdravstvo', 'Health'],
  ['education', 'Arsim', 'Obrazovanje', 'Education'],
  ['tourism', 'Turizëm dhe hoteleri', 'Turizam i ugostiteljstvo', 'Tourism and hospitality'],
  ['construction', 'Ndërtimtari', 'Građevinarstvo', 'Construction'],
  ['manufacturing', 'Prodhim', 'Proizvodnja', 'Manufacturing'],
  ['arts-culture', 'Art dhe kulturë', 'Umetnost i kultura', 'Arts and culture'],
  ['law', 'Drejtësi', 'Pravo', 'Law'],
  ['public-administration', 'Administratë publike', 'Javna uprava', 'Public administration'],
  ['energy', 'Energji', 'Energetika', 'Energy'],
  ['media', 'Media dhe gazetari', 'Mediji i novinarstvo', 'Media and journalism'],
  ['trade', 'Tregti dhe shitje', 'Trgovina i prodaja', 'Trade and sales'],
  ['engineering', 'Inxhinieri', 'Inženjerstvo', 'Engineering'],
  ['social-services', 'Shërbime sociale', 'Socijalne usluge', 'Social services'],
  ['transport', 'Transport dhe logjistikë', 'Transport i logistika', 'Transport and logistics'],
]);

/** Business sectors. */
export const BUSINESS_CATEGORIES = rows([
  [
    'ict',
    'Teknologji e informacionit dhe komunikimit',
    'Informaciono-komunikacione tehnologije',
    'Information and communication technology',
  ],
  ['trade', 'Tregti', 'Trgovina', 'Trade'],
  ['manufacturing', 'Prodhim', 'Proizvodnja', 'Manufacturing'],
  ['construction', 'Ndërtimtari', 'Građevinarstvo', 'Construction'],
  [
    'agriculture-food',
    'Bujqësi dhe përpunim ushqimi',
    'Poljoprivreda i prerada hrane',
    'Agriculture and food processing',
  ],
  ['tourism', 'Turizëm dhe hoteleri', 'Turizam i ugostiteljstvo', 'Tourism and hospitality'],
  ['finance', 'Shërbime financiare', 'Finansijske usluge', 'Financial services'],
  ['health', 'Kujdes shëndetësor', 'Zdravstvena zaštita', 'Health care'],
  ['education', 'Arsim dhe trajnim', 'Obrazovanje i obuka', 'Education and training'],
  ['energy', 'Energji', 'Energetika', 'Energy'],
  ['transport', 'Transport dhe logjistikë', 'Transport i logistika', 'Transport and logistics'],
  [
    'media-creative',
    'Media dhe industri kreative',
    'Mediji i kreativne industrije',
    'Media and creative industries',
  ],
  ['professional-services', 'Shërbime profesionale', 'Profesionalne usluge', 'Professional services'],
  ['public-sector', 'Sektori publik', 'Javni sektor', 'Public sector'],
  ['non-profit', 'Sektori joprofitabil', 'Neprofitni sektor', 'Non-profit sector'],
  ['other', 'Tjetër', 'Drugo', 'Other'],
]);

export const SKILLS = rows([
  ['communication', 'Komunikim', 'Komunikacija', 'Communication'],
  ['teamwork', 'Punë në ekip', 'Timski rad', 'Teamwork'],
  ['problem-solving', 'Zgjidhje problemesh', 'Rešavanje problema', 'Problem solving'],
  ['time-management', 'Menaxhim i kohës', 'Upravljanje vremenom', 'Time management'],
  ['leadership', 'Udhëheqje', 'Liderstvo', 'Leadership'],
  ['critical-thinking', 'Mendim kritik', 'Kritičko razmišljanje', 'Critical thinking'],
  ['ms-office', 'Microsoft Office', 'Microsoft Office', 'Microsoft Office'],
  ['data-analysis', 'Analizë e të dhënave', 'Analiza podataka', 'Data analysis'],
  ['programming', 'Programim', 'Programiranje', 'Programming'],
  ['web-development', 'Zhvillim i uebfaqeve', 'Izrada veb sajtova', 'Web development'],
  ['graphic-design', 'Dizajn grafik', 'Grafički dizajn', 'Graphic design'],
  [
    'social-media',
    'Menaxhim i rrjeteve sociale',
    'Upravljanje društvenim mrežama',
    'Social media management',
  ],
  ['digital-marketing', 'Marketing digjital', 'Digitalni marketing', 'Digital marketing'],
  ['customer-service', 'Shërbim ndaj klientit', 'Korisnička podrška', 'Customer service'],
  ['sales', 'Shitje', 'Prodaja', 'Sales'],
  ['accounting', 'Kontabilitet', 'Računovodstvo', 'Accounting'],
  ['project-management', 'Menaxhim projektesh', 'Upravljanje projektima', 'Project management'],
  ['writing-editing', 'Shkrim dhe redaktim', 'Pisanje i uređivanje', 'Writing and editing'],
  ['public-speaking', 'Të folurit në publik', 'Javni nastup', 'Public speaking'],
  ['research', 'Hulumtim', 'Istraživanje', 'Research'],
  ['english', 'Gjuha angleze', 'Engleski jezik', 'English language'],
  ['german', 'Gjuha gjermane', 'Nemački jezik', 'German language'],
  ['photo-video', 'Fotografi dhe video', 'Fotografija i video', 'Photography and video'],
  ['negotiation', 'Negocim', 'Pregovaranje', 'Negotiation'],
  ['event-organisation', 'Organizim i eventeve', 'Organizacija događaja', 'Event organisation'],
  ['creativity', 'Kreativitet', 'Kreativnost', 'Creativity'],
  ['first-aid', 'Ndihma e parë', 'Prva pomoć', 'First aid'],
]);

export const ETHNICITIES = rows([
  ['albanian', 'Shqiptar', 'Albanac', 'Albanian'],
  ['serbian', 'Serb', 'Srbin', 'Serbian'],
  ['bosniak', 'Boshnjak', 'Bošnjak', 'Bosniak'],
  ['turkish', 'Turk', 'Turčin', 'Turkish'],
  ['roma', 'Rom', 'Rom', 'Roma'],
  ['ashkali', 'Ashkali', 'Aškalija', 'Ashkali'],
  ['egyptian', 'Egjiptian', 'Egipćanin', 'Egyptian'],
  ['gorani', 'Goran', 'Goranac', 'Gorani'],
  ['other', 'Tjetër', 'Drugo', 'Other'],
  ['prefer-not-to-say', 'Preferoj të mos e them', 'Ne želim da se izjasnim', 'Prefer not to say'],
]);

/** Functional difficulties (after the Washington Group short set), and none. */
export const HEALTH_CONDITIONS = rows([
  ['vision', 'Vështirësi në të parë', 'Poteškoće sa vidom', 'Vision impairment'],
  ['hearing', 'Vështirësi në të dëgjuar', 'Poteškoće sa sluhom', 'Hearing impairment'],
  ['mobility', 'Vështirësi në lëvizje', 'Poteškoće sa kretanjem', 'Mobility impairment'],
  [
    'dexterity',
    'Vështirësi në shkathtësinë e duarve',
    'Poteškoće sa spretnošću ruku',
    'Dexterity impairment',
  ],
  ['learning', 'Vështirësi në të nxënë', 'Poteškoće u učenju', 'Learning difficulty'],
  ['mental-health', 'Shëndeti mendor', 'Mentalno zdravlje', 'Mental health condition'],
  [
    'stamina',
    'Qëndrueshmëri, frymëmarrje ose lodhje',
    'Izdržljivost, disanje ili umor',
    'Stamina, breathing or fatigue',
  ],
  [
    'social-behavioural',
    'Vështirësi sociale ose të sjelljes',
    'Socijalne poteškoće ili poteškoće u ponašanju',
    'Social or behavioural difficulty',
  ],
  ['none', 'Asnjë', 'Nijedna', 'None'],
]);

export const HEAR_ABOUT = rows([
  ['social-media', 'Rrjetet sociale', 'Društvene mreže', 'Social media'],
  ['friends-family', 'Shokët ose familja', 'Prijatelji ili porodica', 'Friends or family'],
  ['school-university', 'Shkolla ose universiteti', 'Škola ili univerzitet', 'School or university'],
  ['employment-office', 'Zyra e punësimit', 'Kancelarija za zapošljavanje', 'Employment office'],
  ['website', 'Uebfaqja', 'Veb sajt', 'Website'],
  ['event', 'Ngjarje ose panair', 'Događaj ili sajam', 'Event or fair'],
  ['other', 'Tjetër', 'Drugo', 'Other'],
]);

/** Subcategories of the fields of interest: [category key, key, sq, sr, en]. */
type SubRow = readonly [category: string, key: string, sq: string, sr: string, en: string];
export const SUBCATEGORIES: SeedItem[] = (
  [
    ['it', 'software-development', 'Zhvillim i softuerit', 'Razvoj softvera', 'Software development'],
    ['it', 'web-development', 'Zhvillim i uebit', 'Veb razvoj', 'Web development'],
    [
      'it',
      'networks',
      'Rrjete dhe administrim sistemesh',
      'Mreže i administracija sistema',
      'Networks and system administration',
    ],
    ['it', 'data', 'Të dhëna dhe baza të dhënash', 'Podaci i baze podataka', 'Data and databases'],
    ['it', 'cybersecurity', 'Siguri kibernetike', 'Sajber bezbednost', 'Cybersecurity'],
    ['it', 'it-support', 'Mbështetje teknike (IT)', 'Tehnička podrška (IT)', 'IT support'],
    ['marketing', 'digital-marketing', 'Marketing digjital', 'Digitalni marketing', 'Digital marketing'],
    ['marketing', 'public-relations', 'Marrëdhënie me publikun', 'Odnosi s javnošću', 'Public relations'],
    ['marketing', 'graphic-design', 'Dizajn grafik', 'Grafički dizajn', 'Graphic design'],
    ['finance', 'accounting', 'Kontabilitet', 'Računovodstvo', 'Accounting'],
    ['finance', 'banking', 'Banka dhe sigurime', 'Bankarstvo i osiguranje', 'Banking and insurance'],
    ['finance', 'audit', 'Auditim', 'Revizija', 'Auditing'],
    ['agriculture', 'crop-farming', 'Kultivim i bimëve', 'Ratarstvo', 'Crop farming'],
    ['agriculture', 'livestock', 'Blegtori', 'Stočarstvo', 'Livestock farming'],
    ['agriculture', 'food-processing', 'Përpunim i ushqimit', 'Prerada hrane', 'Food processing'],
    ['health', 'nursing', 'Infermieri', 'Sestrinstvo', 'Nursing'],
    ['health', 'pharmacy', 'Farmaci', 'Farmacija', 'Pharmacy'],
    ['health', 'physiotherapy', 'Fizioterapi', 'Fizioterapija', 'Physiotherapy'],
    ['education', 'teaching', 'Mësimdhënie', 'Nastava', 'Teaching'],
    [
      'education',
      'early-childhood',
      'Edukim parashkollor',
      'Predškolsko obrazovanje',
      'Early childhood education',
    ],
    ['tourism', 'hotel-management', 'Menaxhim hoteli', 'Hotelijerski menadžment', 'Hotel management'],
    ['tourism', 'gastronomy', 'Gastronomi dhe kuzhinë', 'Gastronomija i kuvarstvo', 'Gastronomy and cooking'],
    ['tourism', 'tour-guiding', 'Guida turistike', 'Turističko vođenje', 'Tour guiding'],
    ['construction', 'architecture', 'Arkitekturë', 'Arhitektura', 'Architecture'],
    [
      'construction',
      'civil-engineering',
      'Inxhinieri ndërtimi',
      'Građevinsko inženjerstvo',
      'Civil engineering',
    ],
    ['engineering', 'electrical', 'Inxhinieri elektrike', 'Elektrotehnika', 'Electrical engineering'],
    ['engineering', 'mechanical', 'Inxhinieri mekanike', 'Mašinstvo', 'Mechanical engineering'],
    ['law', 'legal-assistance', 'Asistencë juridike', 'Pravna pomoć', 'Legal assistance'],
    ['media', 'journalism', 'Gazetari', 'Novinarstvo', 'Journalism'],
    ['media', 'video-production', 'Prodhim video', 'Video produkcija', 'Video production'],
    ['trade', 'retail-sales', 'Shitje me pakicë', 'Maloprodaja', 'Retail sales'],
    [
      'transport',
      'logistics',
      'Logjistikë dhe magazinim',
      'Logistika i skladištenje',
      'Logistics and warehousing',
    ],
  ] as const satisfies readonly SubRow[]
).map(([category, key, sq, sr, en]) => ({ key, sq, sr, en, category }));

/** Tags for resources (guides, articles, documents). */
export const TAGS = rows([
  ['cv', 'CV', 'CV (biografija)', 'CV'],
  ['interview', 'Intervista për punë', 'Razgovor za posao', 'Job interview'],
  ['cover-letter', 'Letër motivuese', 'Motivaciono pismo', 'Cover letter'],
  ['career-guidance', 'Orientim në karrierë', 'Karijerno vođenje', 'Career guidance'],
  ['job-search', 'Kërkim pune', 'Traženje posla', 'Job search'],
  ['internship', 'Praktikë', 'Praksa', 'Internship'],
  ['soft-skills', 'Aftësi të buta', 'Meke veštine', 'Soft skills'],
  ['digital-skills', 'Aftësi digjitale', 'Digitalne veštine', 'Digital skills'],
  ['entrepreneurship', 'Sipërmarrje', 'Preduzetništvo', 'Entrepreneurship'],
  ['networking', 'Krijim kontaktesh', 'Umrežavanje', 'Networking'],
  ['workers-rights', 'Të drejtat e punëtorëve', 'Prava radnika', "Workers' rights"],
  ['online-learning', 'Mësim online', 'Onlajn učenje', 'Online learning'],
  ['mentoring', 'Mentorim', 'Mentorstvo', 'Mentoring'],
]);

/** Institutions: [municipality key, type, key, sq, sr, en]. Real institutions only; admins add the rest. */
type InstitutionRow = readonly [
  municipality: string,
  type: (typeof INSTITUTION_TYPES)[number],
  key: string,
  sq: string,
  sr: string,
  en: string,
];
export const INSTITUTIONS: SeedItem[] = (
  [
    // public universities
    [
      'prishtine',
      'UNIVERSITY',
      'up-hasan-prishtina',
      'Universiteti i Prishtinës "Hasan Prishtina"',
      'Univerzitet u Prištini "Hasan Priština"',
      'University of Prishtina "Hasan Prishtina"',
    ],
    [
      'prizren',
      'UNIVERSITY',
      'uni-prizren-ukshin-hoti',
      'Universiteti i Prizrenit "Ukshin Hoti"',
      'Univerzitet u Prizrenu "Ukšin Hoti"',
      'University of Prizren "Ukshin Hoti"',
    ],
    [
      'peje',
      'UNIVERSITY',
      'uni-peja-haxhi-zeka',
      'Universiteti "Haxhi Zeka" në Pejë',
      'Univerzitet "Hadži Zeka" u Peći',
      'University of Peja "Haxhi Zeka"',
    ],
    [
      'mitrovice',
      'UNIVERSITY',
      'uni-mitrovica-isa-boletini',
      'Universiteti i Mitrovicës "Isa Boletini"',
      'Univerzitet u Mitrovici "Isa Boljetini"',
      'University of Mitrovica "Isa Boletini"',
    ],
    [
      'gjilan',
      'UNIVERSITY',
      'uni-gjilan-kadri-zeka',
      'Universiteti "Kadri Zeka" në Gjilan',
      'Univerzitet "Kadri Zeka" u Gnjilanu',
      'University of Gjilan "Kadri Zeka"',
    ],
    [
      'gjakove',
      'UNIVERSITY',
      'uni-gjakova-fehmi-agani',
      'Universiteti "Fehmi Agani" në Gjakovë',
      'Univerzitet "Fehmi Agani" u Đakovici',
      'University of Gjakova "Fehmi Agani"',
    ],
    [
      'ferizaj',
      'UNIVERSITY',
      'ushaf-ferizaj',
      'Universiteti i Shkencave të Aplikuara në Ferizaj',
      'Univerzitet primenjenih nauka u Uroševcu',
      'University of Applied Sciences in Ferizaj',
    ],
    [
      'mitrovica-e-veriut',
      'UNIVERSITY',
      'up-north-mitrovica',
      'Universiteti i Prishtinës me seli në Mitrovicën e Veriut',
      'Univerzitet u Prištini sa privremenim sedištem u Kosovskoj Mitrovici',
      'University of Pristina in North Mitrovica',
    ],
    [
      'vushtrri',
      'UNIVERSITY',
      'kaps',
      'Akademia e Kosovës për Siguri Publike',
      'Kosovska akademija za javnu bezbednost',
      'Kosovo Academy for Public Safety',
    ],
    // private higher education
    ['prishtine', 'UNIVERSITY', 'aab', 'Kolegji AAB', 'Koledž AAB', 'AAB College'],
    [
      'prishtine',
      'UNIVERSITY',
      'ubt',
      'UBT – Institucion i Arsimit të Lartë',
      'UBT – Visokoškolska ustanova',
      'UBT – Higher Education Institution',
    ],
    [
      'prishtine',
      'UNIVERSITY',
      'rit-kosovo',
      'RIT Kosovo (A.U.K)',
      'RIT Kosovo (A.U.K)',
      'RIT Kosovo (A.U.K)',
    ],
    // gymnasiums and other general secondary schools
    [
      'prishtine',
      'HIGH_SCHOOL',
      'gj-sami-frasheri-prishtine',
      'Gjimnazi "Sami Frashëri"',
      'Gimnazija "Sami Frašeri"',
      'Gymnasium "Sami Frashëri"',
    ],
    [
      'prishtine',
      'HIGH_SCHOOL',
      'gj-xhavit-ahmeti',
      'Gjimnazi "Xhavit Ahmeti"',
      'Gimnazija "Džavit Ahmeti"',
      'Gymnasium "Xhavit Ahmeti"',
    ],
    [
      'prishtine',
      'HIGH_SCHOOL',
      'gj-petro-nini-luarasi',
      'Gjimnazi "Petro Nini Luarasi"',
      'Gimnazija "Petro Nini Luarasi"',
      'Gymnasium "Petro Nini Luarasi"',
    ],
    [
      'prizren',
      'HIGH_SCHOOL',
      'gj-gjon-buzuku',
      'Gjimnazi "Gjon Buzuku"',
      'Gimnazija "Đon Buzuku"',
      'Gymnasium "Gjon Buzuku"',
    ],
    [
      'prizren',
      'HIGH_SCHOOL',
      'loyola-gymnasium',
      'Loyola-Gymnasium',
      'Loyola-Gymnasium',
      'Loyola-Gymnasium',
    ],
    [
      'peje',
      'HIGH_SCHOOL',
      'gj-bedri-pejani',
      'Gjimnazi "Bedri Pejani"',
      'Gimnazija "Bedri Pejani"',
      'Gymnasium "Bedri Pejani"',
    ],
    [
      'gjakove',
      'HIGH_SCHOOL',
      'gj-hajdar-dushi',
      'Gjimnazi "Hajdar Dushi"',
      'Gimnazija "Hajdar Duši"',
      'Gymnasium "Hajdar Dushi"',
    ],
    [
      'gjilan',
      'HIGH_SCHOOL',
      'gj-zenel-hajdini',
      'Gjimnazi "Zenel Hajdini"',
      'Gimnazija "Zenel Hajdini"',
      'Gymnasium "Zenel Hajdini"',
    ],
    [
      'mitrovice',
      'HIGH_SCHOOL',
      'gj-frang-bardhi',
      'Gjimnazi "Frang Bardhi"',
      'Gimnazija "Frang Bardi"',
      'Gymnasium "Frang Bardhi"',
    ],
    // professional (vocational) schools
    [
      'prishtine',
      'PROFESSIONAL_SCHOOL',
      'shmt-shtjefen-gjecovi',
      'Shkolla e Mesme Teknike "Shtjefën Gjeçovi"',
      'Srednja tehnička škola "Štjefen Đečovi"',
      'Technical Secondary School "Shtjefën Gjeçovi"',
    ],
    [
      'prishtine',
      'PROFESSIONAL_SCHOOL',
      'shmt-28-nentori',
      'Shkolla e Mesme Teknike "28 Nëntori"',
      'Srednja tehnička škola "28. novembar"',
      'Technical Secondary School "28 Nëntori"',
    ],
    [
      'prishtine',
      'PROFESSIONAL_SCHOOL',
      'shm-mjekesise-ali-sokoli',
      'Shkolla e Mesme e Mjekësisë "Dr. Ali Sokoli"',
      'Srednja medicinska škola "Dr. Ali Sokoli"',
      'Medical Secondary School "Dr. Ali Sokoli"',
    ],
    [
      'prishtine',
      'PROFESSIONAL_SCHOOL',
      'shm-muzikes-prenk-jakova',
      'Shkolla e Mesme e Muzikës "Prenk Jakova"',
      'Srednja muzička škola "Prenk Jakova"',
      'Music Secondary School "Prenk Jakova"',
    ],
  ] as const satisfies readonly InstitutionRow[]
).map(([municipality, type, key, sq, sr, en]) => ({ key, sq, sr, en, type, municipality }));

/** What is seeded into which collection (collections without an entry start empty). */
export const SEED_DATA: Partial<Record<TCataloguePath, readonly SeedItem[]>> = {
  municipalities: MUNICIPALITIES,
  countries: COUNTRIES,
  businesstypes: BUSINESS_TYPES,
  categories: CATEGORIES,
  businesscategories: BUSINESS_CATEGORIES,
  skills: SKILLS,
  ethnicities: ETHNICITIES,
  healthconditions: HEALTH_CONDITIONS,
  hearabout: HEAR_ABOUT,
  // after categories and municipalities: these reference them by seed key
  subcategories: SUBCATEGORIES,
  institutions: INSTITUTIONS,
  tags: TAGS,
};
