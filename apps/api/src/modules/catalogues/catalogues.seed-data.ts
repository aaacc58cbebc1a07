import type { TCataloguePath } from '@praktika/contracts/catalogues';

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

/** Entity types; registered businesses and NGOs have a unique identification (registration) number. */
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
};
