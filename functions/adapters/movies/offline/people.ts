/**
 * The offline catalog's people: all fictional, invented for this project. Credits and
 * biographies are generated from these seeds in catalog.ts (biographies mention the
 * films a person is actually credited on, so they are built after casting).
 *
 * Tuple: [id, name, gender, birthday, place of birth, department, language, also known as]
 *   gender: f, m, or x (non-binary); department code: A Acting, D Directing,
 *   W Writing, P Production, S Sound (composers), C Camera (cinematographers);
 *   language: the original language of films they are preferred for ('' = any).
 */
export type Gender = 'f' | 'm' | 'x';
export type DeptCode = 'A' | 'D' | 'W' | 'P' | 'S' | 'C';
export type PersonSeed = [
  id: number,
  name: string,
  gender: Gender,
  birthday: string | null,
  placeOfBirth: string | null,
  dept: DeptCode,
  lang: string,
  aka?: string[],
];

export const DEPARTMENTS: Record<DeptCode, string> = {
  A: 'Acting',
  D: 'Directing',
  W: 'Writing',
  P: 'Production',
  S: 'Sound',
  C: 'Camera',
};

export const PEOPLE: readonly PersonSeed[] = [
  // Actors with a home-language preference
  [5001, 'Ines Valcourt', 'f', '1986-03-12', 'Lyon, France', 'A', 'fr'],
  [5002, 'Benoît Charvel', 'm', '1978-08-04', 'Rennes, France', 'A', 'fr'],
  [5003, 'Maëlle Dufresnoy', 'f', '1993-01-27', 'Bordeaux, France', 'A', 'fr', ['Maelle Dufresnoy']],
  [5004, 'Armand Leclair-Ruiz', 'm', '1969-11-15', 'Marseille, France', 'A', 'fr', ['Armand Leclair', 'Armando Ruiz']],
  [5005, 'Seo Ha-rim', 'f', '1991-04-09', 'Busan, South Korea', 'A', 'ko', ['서하림', 'Ha-rim Seo', 'Seo Harim']],
  [5006, 'Maeng Do-hyeon', 'm', '1984-06-21', 'Seoul, South Korea', 'A', 'ko', ['맹도현', 'Do-hyeon Maeng', 'Maeng Dohyun']],
  [5007, 'Yeom Ji-an', 'f', '1996-10-30', 'Incheon, South Korea', 'A', 'ko', ['염지안', 'Ji-an Yeom']],
  [5008, 'Pyo Seung-jae', 'm', '1975-02-14', 'Daegu, South Korea', 'A', 'ko', ['표승재', 'Seung-jae Pyo']],
  [5009, 'Aoi Minegishi', 'f', '1988-07-07', 'Sapporo, Hokkaido, Japan', 'A', 'ja', ['峰岸あおい', 'Minegishi Aoi']],
  [5010, 'Renji Hamasuna', 'm', '1952-12-03', 'Hakodate, Hokkaido, Japan', 'A', 'ja', ['浜砂廉二', 'Hamasuna Renji']],
  [5011, 'Kotone Ishiwara', 'f', '1999-03-22', 'Osaka, Japan', 'A', 'ja', ['石原琴音']],
  [5012, 'Paloma Arrieta Soler', 'f', '1983-09-18', 'Seville, Andalusia, Spain', 'A', 'es', ['Paloma Arrieta', 'Paloma Soler', 'P. Arrieta Soler', 'Palo Arrieta', 'Paloma A. Soler', 'La Arrieta']],
  [5013, 'Joaquín Verdú', 'm', '1960-05-05', 'Granada, Andalusia, Spain', 'A', 'es', ['Joaquin Verdu']],
  [5014, 'Itziar Beloki', 'f', '1998-12-11', 'Bilbao, Spain', 'A', 'es'],
  [5015, 'Chiara Benvenuti', 'f', '1990-02-02', 'Venice, Italy', 'A', 'it', ['Kiki Benvenuti']],
  [5016, 'Dario Montalcino', 'm', '1956-06-30', 'Turin, Italy', 'A', 'it'],
  [5017, 'Liesl Brunnhofer', 'f', '1987-10-08', 'Vienna, Austria', 'A', 'de', ['Liesl Brunnhofer-Weiss']],
  [5018, 'Konrad Esterling', 'm', '1966-01-19', 'Hamburg, Germany', 'A', 'de'],
  [5019, 'Matthias Grübel', 'm', '1992-09-25', 'Munich, Germany', 'A', 'de', ['Matthias Gruebel']],

  // Actors
  [5020, 'Tobiah Renwick', 'm', '1979-11-02', 'Leeds, England, UK', 'A', ''],
  [5021, 'Mireille Oduya', 'f', '1991-07-23', 'Lagos, Nigeria', 'A', ''],
  [5022, 'Caspian Holloway', 'm', '1988-01-30', 'Portland, Oregon, USA', 'A', '', ['Cas Holloway']],
  [5023, 'Saoirse Delacombe', 'f', '1994-05-17', 'Galway, Ireland', 'A', ''],
  [5024, 'Dariusz Wolanski', 'm', '1975-09-09', 'Kraków, Poland', 'A', '', ['Dariusz Wolański']],
  [5025, 'Harriet Okonjo-Blythe', 'f', '1982-02-11', 'London, England, UK', 'A', ''],
  [5026, 'Eamon Castellane', 'm', '1990-08-19', 'Cork, Ireland', 'A', ''],
  [5027, 'Priya Venkataraman-Hale', 'f', '1989-04-03', 'Chennai, Tamil Nadu, India', 'A', '', ['Priya Hale', 'Priya Venkataraman']],
  [5028, 'Jonah Abernethy', 'm', '1997-12-24', 'Halifax, Nova Scotia, Canada', 'A', ''],
  [5029, 'Wilhelmina Straughan', 'f', '1972-03-30', 'Glasgow, Scotland, UK', 'A', '', ['Billie Straughan', 'B. Straughan', 'Wilhelmina "Billie" Straughan']],
  [5030, 'Rafferty Colquhoun', 'm', '1985-10-12', 'Austin, Texas, USA', 'A', ''],
  [5031, 'Noor Al-Rashidi', 'f', '1993-06-15', 'Amman, Jordan', 'A', '', ['نور الرشيدي']],
  [5032, 'Desmond Achterberg', 'm', '1963-04-27', 'Cape Town, South Africa', 'A', ''],
  [5033, 'Lottie Fairweather', 'f', '2001-08-08', 'Brighton, England, UK', 'A', '', ['Charlotte Fairweather']],
  [5034, 'Marcus Oyelaran', 'm', '1987-01-14', 'Birmingham, England, UK', 'A', ''],
  [5035, 'Ottoline Raske', 'f', '1958-11-05', 'Copenhagen, Denmark', 'A', ''],
  [5036, 'Kieran Maddox-Vale', 'm', '1994-03-03', 'Auckland, New Zealand', 'A', ''],
  [5037, 'Beatriz Salgueiro', 'f', '1986-07-29', 'Porto, Portugal', 'A', ''],
  [5038, 'Theodore Winslade', 'm', '1949-05-21', 'Bath, England, UK', 'A', '', ['Teddy Winslade', 'Sir Theodore Winslade']],
  [5039, 'Anouk van Derveld', 'f', '1990-09-01', 'Utrecht, Netherlands', 'A', ''],
  [5040, 'Gideon Okafor-Lind', 'm', '1981-12-09', 'Manchester, England, UK', 'A', ''],
  [5041, 'Rosalind Quartey', 'f', '1976-02-17', 'Accra, Ghana', 'A', ''],
  [5042, 'Fennimore Blake', 'm', '1999-11-11', 'Boston, Massachusetts, USA', 'A', '', ['Finn Blake']],
  [5043, 'Tallulah Birchwood', 'f', '1984-06-06', 'Savannah, Georgia, USA', 'A', ''],
  [5044, 'Ambrose Thackery', 'm', '1961-08-14', 'Dublin, Ireland', 'A', ''],
  [5045, 'Kalani Makoa', 'f', '1992-05-25', 'Honolulu, Hawaii, USA', 'A', ''],
  [5046, 'Viktor Sandqvist', 'm', '1977-03-08', 'Gothenburg, Sweden', 'A', ''],
  [5047, 'Esme Rockwell-Haye', 'f', '1998-01-05', 'Toronto, Ontario, Canada', 'A', ''],
  [5048, 'Ruben Castañeda-Poole', 'm', '1983-10-31', 'San Antonio, Texas, USA', 'A', ''],
  [5049, 'Ngozi Adeyemi-Clarke', 'f', '1979-09-16', 'Ibadan, Nigeria', 'A', ''],
  [5050, 'Barnaby Quinlan', 'm', '1968-07-04', 'Norwich, England, UK', 'A', ''],
  [5051, 'Isadora Venn', 'f', '1989-12-19', 'Melbourne, Victoria, Australia', 'A', ''],
  [5052, 'Leopold Strand', 'm', '1993-02-28', 'Oslo, Norway', 'A', ''],
  [5053, 'Marisol Echeverría-Blue', 'f', '1987-04-20', 'Santa Fe, New Mexico, USA', 'A', ''],
  [5054, 'Cormac Tierney', 'm', '1955-10-02', 'Belfast, Northern Ireland, UK', 'A', ''],
  [5055, 'Yasmin Farahani', 'f', null, 'Tehran, Iran', 'A', '', ['یاسمین فراهانی']],
  [5056, 'Hollis Wrenfield', 'm', '1990-06-18', 'Asheville, North Carolina, USA', 'A', ''],
  [5057, 'Ottilie Marchbank', 'f', '1970-01-23', 'Edinburgh, Scotland, UK', 'A', ''],
  [5058, 'Sefa Leavasa', 'm', '1986-11-27', 'Apia, Samoa', 'A', ''],
  [5059, 'Wren Castellanos', 'f', '2003-03-15', 'Los Angeles, California, USA', 'A', ''],
  [5060, 'Ignatius Pell', 'm', '1959-09-29', 'Cardiff, Wales, UK', 'A', '', ['Iggy Pell']],
  [5061, 'Juno Hartigan', 'x', '1996-08-02', 'Vancouver, British Columbia, Canada', 'A', '', ['J. Hartigan']],
  [5062, 'Ash Molyneux', 'x', '1991-05-09', 'Bristol, England, UK', 'A', ''],
  [5063, 'Clementine Oduro', 'f', '2000-10-14', 'Kumasi, Ghana', 'A', ''],
  [5064, 'Laszlo Fenwick', 'm', '1974-04-16', 'Budapest, Hungary', 'A', '', ['László Fenwick', 'Fenwick László']],
  [5065, 'Magnolia Pritchett', 'f', '1965-12-01', 'Charleston, South Carolina, USA', 'A', ''],
  [5066, 'Tadeo Villaseñor', 'm', '1997-06-07', 'Guadalajara, Jalisco, Mexico', 'A', ''],

  // Directors
  [5067, 'Marguerite Solberg', 'f', '1971-05-14', 'Bergen, Norway', 'D', ''],
  [5068, 'Anselm Drake', 'm', '1966-09-03', 'Bristol, England, UK', 'D', ''],
  [5069, 'Keiko Nagahara', 'f', '1978-02-20', 'Kyoto, Japan', 'D', 'ja', ['永原恵子', 'Nagahara Keiko']],
  [5070, 'Oluwaseun Bright', 'm', '1983-07-11', 'Abuja, Nigeria', 'D', '', ['Seun Bright']],
  [5071, 'Celia Ravenscroft', 'f', '1980-11-28', 'York, England, UK', 'D', ''],
  [5072, 'Ryu Seon-gyeol', 'm', '1976-03-17', 'Gwangju, South Korea', 'D', 'ko', ['류선결', 'Seon-gyeol Ryu']],
  [5073, 'Émilie Varennes', 'f', '1974-08-22', 'Nantes, France', 'D', 'fr', ['Emilie Varennes']],
  [5074, 'Hector Lindgren-Moss', 'm', '1962-01-09', 'Minneapolis, Minnesota, USA', 'D', ''],
  [5075, 'Valentina Ruggeri', 'f', '1985-06-26', 'Bologna, Italy', 'D', 'it'],
  [5076, 'Dashiell Okonkwo', 'm', '1988-10-05', 'Atlanta, Georgia, USA', 'D', '', ['Dash Okonkwo']],
  [5077, 'Ingrid Falkenrath', 'f', '1969-04-12', 'Leipzig, Germany', 'D', 'de'],
  [5078, 'Alejandro Iturbe', 'm', '1972-12-15', 'Valencia, Spain', 'D', 'es'],

  // Screenwriters
  [5079, 'Philippa Moorcroft', 'f', '1975-03-02', 'Oxford, England, UK', 'W', ''],
  [5080, 'Sunil Raghunathan', 'm', '1981-09-14', 'Pune, Maharashtra, India', 'W', ''],
  [5081, 'Georgette Lamb', 'f', '1968-06-21', 'Hobart, Tasmania, Australia', 'W', ''],
  [5082, 'Rowan Achterhof', 'x', '1990-01-08', null, 'W', ''],
  [5083, 'Casimir Dubek', 'm', '1977-07-30', 'Prague, Czech Republic', 'W', '', ['Kazimír Dubek']],
  [5084, 'Hana Ishikura', 'f', '1986-11-03', 'Nagoya, Japan', 'W', 'ja', ['石倉花']],
  [5085, 'Emmett Strathearn', 'm', '1959-02-25', 'Inverness, Scotland, UK', 'W', ''],
  [5086, 'Lucinda Marrow', 'f', '1992-10-17', 'Nashville, Tennessee, USA', 'W', ''],

  // Producers
  [5087, 'Bernadette Kwan', 'f', '1964-08-09', 'Hong Kong', 'P', '', ['關碧詩', 'Bernie Kwan']],
  [5088, 'Solomon Reyes-Whitaker', 'm', '1970-04-04', 'Chicago, Illinois, USA', 'P', ''],
  [5089, 'Agnieszka Lenart', 'f', '1979-12-12', 'Warsaw, Poland', 'P', ''],
  [5090, 'Marcel Thibodeaux', 'm', '1967-05-29', 'New Orleans, Louisiana, USA', 'P', ''],
  [5091, 'Devika Malhotra-Stone', 'f', '1983-03-19', 'Mumbai, Maharashtra, India', 'P', ''],
  [5092, 'Ferdinand Aske', 'm', null, null, 'P', ''],

  // Composers
  [5093, 'Odile Marchetti', 'f', '1973-09-07', 'Geneva, Switzerland', 'S', ''],
  [5094, 'Tobias Wrenhaven', 'm', '1980-02-13', 'Seattle, Washington, USA', 'S', ''],
  [5095, 'Yuki Tsurugaoka', 'm', '1985-06-01', 'Yokohama, Japan', 'S', '', ['鶴ヶ岡雪']],
  [5096, 'Adaeze Nwankwo-Fry', 'f', '1988-12-22', 'Enugu, Nigeria', 'S', ''],

  // Cinematographers
  [5097, 'Lars Tidemand', 'm', '1969-10-26', 'Aarhus, Denmark', 'C', ''],
  [5098, 'Catalina Ibáñez-Roth', 'f', '1982-07-16', 'Buenos Aires, Argentina', 'C', ''],
  [5099, 'Moses Kaye-Lindo', 'm', '1976-01-31', 'Kingston, Jamaica', 'C', ''],
  [5100, 'Freya Halvorsen', 'f', '1990-04-28', 'Tromsø, Norway', 'C', ''],
];

// --- material for generated biographies (written for this project) --------------------

export const UPBRINGINGS = [
  'grew up performing in the family puppet theatre',
  'spent childhood summers working on a car ferry',
  'started acting in school plays at the age of nine',
  'studied marine biology before switching to drama',
  'was a competitive dancer before turning to the stage',
  'grew up above a small cinema, watching films through the projection-booth window',
  'sang in a church choir long before stepping in front of a camera',
  'was the youngest of five children in a loud, musical household',
  'worked as a tour guide and a line cook while auditioning',
];

/** Where actors trained, with the preposition that fits ("trained at ..." / "trained with ..."). */
export const SCHOOLS = [
  'at the Harrowgate Conservatory of Drama',
  'at the Meridian Theatre School',
  'with a small repertory company on the coast',
  'with the National Youth Ensemble',
  'at the Lindqvist Studio for screen acting',
  'with an improvisation troupe that toured village halls',
];

export const HOBBIES = [
  'keeps bees and restores old motorbikes',
  'is a keen open-water swimmer',
  'runs a reading group for young actors',
  'collects vintage film posters',
  'plays the cello in an amateur orchestra',
  'hikes long-distance trails between projects',
  'paints seascapes, badly and happily',
];

export const CREW_BEGINNINGS: Record<Exclude<DeptCode, 'A'>, string[]> = {
  D: [
    'began by making short films on a borrowed camera',
    'started out as an assistant editor on documentaries',
    'came to film from theatre, directing new plays on the fringe circuit',
    'directed music videos for a decade before a first feature',
  ],
  W: [
    'began as a playwright',
    'wrote radio drama for years before turning to the screen',
    'worked as a newspaper reporter before writing fiction',
    'started writing sketches for a late-night comedy show',
  ],
  P: [
    'founded the independent company Northlight Pictures',
    'started as a location scout and worked up to running productions',
    'co-founded Tern & Anchor Films with a group of school friends',
    'spent years in film financing before producing',
  ],
  S: [
    'trained as a cellist at a conservatoire',
    'played keyboards in a touring band before writing for film',
    'began by scoring student films for free',
    'grew up in a family of church organists',
  ],
  C: [
    'started as a camera assistant on nature documentaries',
    'was a still photographer before moving to moving pictures',
    'learned the craft shooting commercials and music videos',
    'began as a focus puller on large studio productions',
  ],
};

export const CREW_STYLES: Record<Exclude<DeptCode, 'A'>, string[]> = {
  D: [
    'Critics often point to a patient eye and a fondness for bad weather.',
    'The work is known for ensemble casts and long, unbroken takes.',
    'Actors speak warmly of rehearsals that feel more like workshops.',
  ],
  W: [
    'Dialogue that sounds overheard rather than written is a signature.',
    'The scripts favour small stakes that turn out to be enormous.',
    'Many of the stories start from a single real newspaper clipping.',
  ],
  P: [
    'Championing first-time directors has become something of a habit.',
    'The company is known for shooting on location whenever possible.',
  ],
  S: [
    'The scores mix a small string ensemble with found sounds.',
    'Recurring themes are built from just a handful of notes.',
  ],
  C: [
    'The camera work favours natural light and deep, soft shadows.',
    'Long lenses and patient framing have become a trademark.',
  ],
};

/** Supporting roles, deliberately gender-neutral so any actor can take them. */
export const SUPPORTING_ROLES = [
  'Harbour Pilot', 'Night Nurse', 'Ticket Clerk', 'Customs Officer', 'Young Reporter', 'Radio Operator',
  'Station Master', 'Bartender', 'Landlord', 'Security Guard', 'Taxi Driver', 'Mechanic', 'Archivist',
  'Desk Sergeant', 'Paramedic', 'Choir Director', 'Postal Worker', 'Neighbour', 'Ferry Captain',
  'Museum Guide', 'Hotel Clerk', 'Stage Manager', 'Court Clerk', 'Ranger', 'Lab Technician',
  'Diner Cook', 'Bus Driver', 'Auctioneer', 'Lighthouse Inspector', 'Tailor', 'Journalist', 'Doctor',
];
