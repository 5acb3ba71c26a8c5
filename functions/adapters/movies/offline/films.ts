/**
 * The offline catalog's films. Every title, story and character here was written for
 * this project; none is a real film. Cast and crew are linked to people programmatically
 * (see catalog.ts), so this file only holds what a writer would write.
 *
 * `cast` lists the leading characters in billing order as "Name:g" where g is the
 * gender the role is written for (f, m, or x for either); supporting roles are added
 * by the catalog builder. `videos` is a compact code, one letter per video:
 *   T trailer on YouTube, t teaser, F featurette, B behind the scenes, V trailer on Vimeo.
 * Only T survives `trailersOnly`; the others are there so the filter has work to do.
 */

export interface FilmSeed {
  id: number;
  title: string;
  tagline: string;
  overview: string;
  releaseDate: string;
  runtime: number;
  genres: number[];
  lang: string;
  vote: number;
  cast: string;
  videos: string;
}

export const FILMS: readonly FilmSeed[] = [
  // --- now playing (released Aug-Nov 2026) ---------------------------------------------
  {
    id: 1001, title: "The Lantern Keeper's Daughter", releaseDate: '2026-10-16', runtime: 124, genres: [18, 14], lang: 'en', vote: 7.6, videos: 'Tt',
    tagline: 'Every light she tends keeps something out.',
    overview: 'On a fog-bound island where the lanterns must never go dark, seventeen-year-old Wren inherits her late father\'s rounds. When one lantern refuses to stay lit, she follows its failing glow into the island\'s buried history. What she finds there could free the village, or drown it.',
    cast: 'Wren Halloway:f|Ezra Halloway:m|Mother Brisk:f|Tamsin Reed:f|The Ferryman:m',
  },
  {
    id: 1002, title: 'Saltwater Protocol', releaseDate: '2026-09-25', runtime: 131, genres: [53, 28], lang: 'en', vote: 7.1, videos: 'TTF',
    tagline: 'The ocean keeps no secrets. People do.',
    overview: 'A disgraced naval diver is pulled back for one job: recover a data core from a freighter that sank with no distress call. Forty metres down, she learns the ship was scuttled on purpose. Above the waves, someone on her own team wants the core to stay lost.',
    cast: 'Lt. Dana Corvin:f|Marcus Vell:m|Admiral Kessler:x|Theo Brandt:m|Nia Osei:f',
  },
  {
    id: 1003, title: 'Paper Moons Over Vellmar', releaseDate: '2026-11-06', runtime: 104, genres: [10749, 35], lang: 'en', vote: 6.9, videos: 'T',
    tagline: 'Some love stories need a rewrite.',
    overview: 'A ghostwriter for a famous romance novelist falls for the one reader who spots that the books changed author. Trading letters through the margins of library copies, they build a courtship out of footnotes. The trouble starts when the novelist decides to meet the fan herself.',
    cast: 'Juniper Lace:f|Oliver Marsh:m|Celestine Vane:f|Hugo Penhallow:m',
  },
  {
    id: 1004, title: 'Gravity of Small Things', releaseDate: '2026-10-02', runtime: 118, genres: [878, 18], lang: 'en', vote: 8.1, videos: 'TB',
    tagline: 'The universe is vast. Her problem is tiny.',
    overview: 'A physicist on a deep-space station discovers that a marble-sized anomaly in her lab is slowly bending time around it. As the crew argues over whether to jettison it, she realises it holds a message from her own future. Answering it means choosing which version of her life survives.',
    cast: 'Dr. Imani Sato:f|Commander Rhys Alder:m|Pell:x|Dr. Yusuf Amari:m|Kit Lowe:f',
  },
  {
    id: 1005, title: 'Nine Doors Down', releaseDate: '2026-10-30', runtime: 97, genres: [27, 9648], lang: 'en', vote: 6.4, videos: 'TtV',
    tagline: 'Don\'t knock on the ninth.',
    overview: 'A night-shift locksmith takes a call to an apartment building whose hallway seems to grow one door longer every night. Each tenant swears the extra door was always there. By dawn he has to decide whether to open it or move into the building for good.',
    cast: 'Elliot Crane:m|Mrs. Abernathy:f|Sasha Petrov:f|The Superintendent:m',
  },
  {
    id: 1006, title: "The Cartographer's Wager", releaseDate: '2026-08-21', runtime: 136, genres: [12, 36], lang: 'en', vote: 7.3, videos: 'T',
    tagline: 'Map the unmapped. Win the world.',
    overview: 'In 1782 two rival mapmakers bet their fortunes on who can chart a mountain pass first. Snowbound and short of supplies, they are forced to share one tent, one sledge and one map. The wager becomes the least of their problems when the pass turns out to be occupied.',
    cast: 'Augustin Pell:m|Honora Blythe:f|Sergeant Oakes:m|Little Jem:x',
  },
  {
    id: 1007, title: 'Kettle & Crown', releaseDate: '2026-11-13', runtime: 92, genres: [16, 10751, 35], lang: 'en', vote: 7.8, videos: 'TtF',
    tagline: 'A small kettle with a very big boil.',
    overview: 'When the royal kitchen\'s oldest copper kettle is thrown out for a shiny new one, it rolls off on a quest to prove it still has what it takes. Along the way it gathers a chipped teacup, a runaway spoon and a very nervous mouse. Together they stumble onto a plot to spoil the queen\'s jubilee.',
    cast: 'Kettle:m|Chip:f|Spoon:x|Whisker:m|Queen Marigold:f',
  },
  {
    id: 1008, title: 'Static Bloom', releaseDate: '2026-09-11', runtime: 112, genres: [878, 53], lang: 'en', vote: 7.0, videos: 'TV',
    tagline: 'The signal is growing.',
    overview: 'A radio astronomer picks up a signal that makes plants grow toward her receiver. Within weeks the town\'s gardens have turned into antennae and her neighbours have started humming the same tune. She must decode the message before the whole valley answers it.',
    cast: 'Dr. Lena Farrow:f|Sheriff Cole Danby:m|Priya Nand:f|Amos Farrow:m|Dot:f',
  },
  {
    id: 1009, title: 'A Quiet Riot in Dunmore', releaseDate: '2026-10-23', runtime: 101, genres: [35, 18], lang: 'en', vote: 7.2, videos: 'T',
    tagline: 'Revolution, but keep it down.',
    overview: 'The residents of a sleepy retirement village stage a strictly polite uprising when the council plans to close their bowling green. Led by a retired schoolteacher with a gift for paperwork, their protest spreads to three counties. Nobody expected the pensioners to win, least of all the pensioners.',
    cast: 'Edith Marlowe:f|Bernard Quill:m|Councillor Pryce:m|Rosa Delgado:f|Young Tom:m',
  },
  {
    id: 1010, title: 'Ironwood Pass', releaseDate: '2026-08-28', runtime: 127, genres: [37, 18], lang: 'en', vote: 6.8, videos: 'Tt',
    tagline: 'The last road west has a toll.',
    overview: 'A widowed stagecoach driver agrees to carry a wanted man across the mountains for a price that would save her ranch. The marshal on their trail is his brother. Over five days and one blizzard, each of them learns what the others are willing to lose.',
    cast: 'Clara Whitlock:f|Jesse Harlan:m|Marshal Eli Harlan:m|Doc Pruitt:m',
  },
  {
    id: 1011, title: 'The Ninth Orchard', releaseDate: '2026-09-18', runtime: 109, genres: [18], lang: 'fr', vote: 7.7, videos: 'T',
    tagline: 'What we plant outlives us.',
    overview: 'Three estranged sisters return to their family\'s apple farm in Normandy to decide whether to sell it. The harvest will not wait for their arguments, and neither will the ninth orchard their grandmother planted in secret. A quiet film about inheritance, cider and forgiveness.',
    cast: 'Mathilde Roche:f|Élise Roche:f|Camille Roche:f|Gaspard:m',
  },
  {
    id: 1012, title: 'Heist at Halcyon Pier', releaseDate: '2026-11-20', runtime: 115, genres: [80, 35], lang: 'en', vote: 7.4, videos: 'TF',
    tagline: 'Five thieves. One pier. Zero plan.',
    overview: 'A crew of washed-up seaside entertainers plans to rob the amusement pier that fired them. Their plan involves a magician, a candyfloss machine and a very old carousel horse. It goes wrong in every way they prepared for, and right in a way nobody could.',
    cast: 'Vinnie Castellan:m|Lulu Brightwater:f|The Great Marvello:m|Fen:x|Inspector Hale:f',
  },
  {
    id: 1013, title: 'Glasshouse Tides', releaseDate: '2026-09-04', runtime: 106, genres: [10749, 18], lang: 'en', vote: 6.7, videos: 'T',
    tagline: 'Some storms you invite in.',
    overview: 'A botanist restoring a Victorian glasshouse on the coast hires a local boat builder to repair its storm-broken frame. Over one summer of repairs, they rebuild more than the glass. When the autumn storms arrive, they have to decide what is worth protecting.',
    cast: 'Harriet Ashby:f|Callum Reyes:m|Nell Ashby:f|Mr. Trevelyan:m',
  },
  {
    id: 1014, title: 'Echoes of the Amber Line', releaseDate: '2026-10-09', runtime: 122, genres: [9648, 53], lang: 'ko', vote: 7.9, videos: 'TtV',
    tagline: 'The last train left. She didn\'t.',
    overview: 'A Seoul subway dispatcher hears a passenger on the decommissioned Amber Line radio for help, from a station closed twenty years ago. Her search for the caller leads to a cold case her own father once buried. Each night the voice sounds a little closer.',
    cast: 'Yoon Seo-ah:f|Detective Baek:m|Han Ji-woo:m|The Caller:x',
  },

  // --- upcoming (Dec 2026 - Jun 2027) -------------------------------------------------
  {
    id: 1015, title: 'Starlight Freight', releaseDate: '2026-12-11', runtime: 109, genres: [878, 35], lang: 'en', vote: 0, videos: 'Tt',
    tagline: 'Delivered anywhere. Eventually.',
    overview: 'The crew of the galaxy\'s least reliable cargo ship is hired to deliver a sealed crate to the edge of known space, no questions asked. The crate starts asking questions of its own. Now they are late, lost and babysitting something that may be a god.',
    cast: 'Captain Rosa Quint:f|Dex Mallory:m|B0-LT:x|Auntie Vess:f|Grub:m',
  },
  {
    id: 1016, title: 'The Winter Assembly', releaseDate: '2026-12-18', runtime: 142, genres: [18, 36], lang: 'en', vote: 0, videos: 'T',
    tagline: 'One winter. One vote. One nation.',
    overview: 'During the bitter winter of 1848, the delegates of a small mountain republic are snowed into their assembly hall with a constitution still unwritten. Factions harden as supplies run low. A young clerk who records every word becomes the only person everyone trusts.',
    cast: 'Clerk Anselm Vey:m|Delegate Ottilie Brand:f|President Haldor:m|Marta Kein:f|Father Ruben:m',
  },
  {
    id: 1017, title: 'Marrow Hollow', releaseDate: '2027-01-15', runtime: 94, genres: [27], lang: 'en', vote: 0, videos: 'TtB',
    tagline: 'The woods remember every name.',
    overview: 'Five friends rent a cabin in a hollow where, according to the local map, no cabin exists. Each morning one of them wakes up unable to remember their own name. The rest have until the last name is gone to find out who built the cabin, and why.',
    cast: 'Maddie Voss:f|Caleb Ortiz:m|Jun:x|Sienna Hart:f|The Landlord:m',
  },
  {
    id: 1018, title: 'Copperhead Sonata', releaseDate: '2027-02-05', runtime: 117, genres: [10402, 18], lang: 'en', vote: 0, videos: 'T',
    tagline: 'Play it like your life depends on it.',
    overview: 'A prodigy violinist who lost her nerve after a public collapse is offered one last audition by a notorious conductor. To prepare, she takes lessons from a busker who plays in a railway underpass. Their unlikely duet becomes a fight over what music is for.',
    cast: 'Vera Lindqvist:f|Maestro Adrian Koll:m|Ozzie Banks:m|Greta Lindqvist:f',
  },
  {
    id: 1019, title: 'Skyward, Little Otter', releaseDate: '2027-03-19', runtime: 88, genres: [16, 10751, 12], lang: 'en', vote: 0, videos: 'TF',
    tagline: 'Small paws. Big sky.',
    overview: 'A young river otter who dreams of flying befriends a grumpy old heron with a broken wing. Together they build a flying machine out of reeds, feathers and stubbornness. The river has never seen anything like it, and neither have the hawks.',
    cast: 'Pip:x|Old Grayson:m|Mama Otter:f|Bramble:f|Captain Talon:m',
  },
  {
    id: 1020, title: 'The Last Ferry to Orrin Isle', releaseDate: '2027-02-26', runtime: 113, genres: [9648, 53], lang: 'en', vote: 0, videos: 'TtV',
    tagline: 'Twelve passengers. One alibi.',
    overview: 'When a wealthy islander is found dead aboard the final ferry of the season, the twelve passengers are stranded on board by a storm. A retired detective who only came for the sea air is asked to find the killer before they dock. Everyone is lying, and the ferry is taking on water.',
    cast: 'Agatha Penrose:f|Captain Moray:m|Lionel Fairfax:m|Delphine Kaur:f|Sebastian Wilde:m',
  },
  {
    id: 1021, title: 'Seven Bells for Ada', releaseDate: '2027-02-12', runtime: 106, genres: [10749, 18], lang: 'en', vote: 0, videos: 'T',
    tagline: 'Love, rung out one bell at a time.',
    overview: 'A bell-ringer in a cathedral town writes a new peal for each year she has waited for her fiancé to come home from sea. On the seventh year, a stranger arrives who knows every one of the melodies. He claims the sailor taught them to him, and that he is not coming back.',
    cast: 'Ada Thornbury:f|Matthias Crewe:m|Reverend Lisle:m|Bea Thornbury:f',
  },
  {
    id: 1022, title: 'Ashfall Frontier', releaseDate: '2027-05-07', runtime: 138, genres: [28, 878], lang: 'en', vote: 0, videos: 'TTF',
    tagline: 'The sky burned. They stayed.',
    overview: 'Twenty years after a volcanic winter, a convoy of salvagers crosses the ash plains to reach the last working seed vault. Raiders, storms and a failing reactor stand between them and the vault doors. Their leader has a secret: she has been to the vault before, and it was empty.',
    cast: 'Commander Nova Reyes:f|Silas Kane:m|Twitch:x|Doc Hanley:f|Warlord Crane:m',
  },
  {
    id: 1023, title: 'The Ballad of Tin Creek', releaseDate: '2027-04-09', runtime: 111, genres: [37, 35], lang: 'en', vote: 0, videos: 'T',
    tagline: 'Wanted: dead, alive, or in tune.',
    overview: 'A travelling singer is mistaken for a notorious outlaw by a frontier town desperate for someone to hang. To stay alive, he has to keep up the act, and it turns out he is rather good at it. Then the real outlaw rides into town wanting his name back.',
    cast: 'Lucky Abernathy:m|Sheriff Mae Tully:f|Black Bart Dolan:m|Widow Pike:f',
  },
  {
    id: 1024, title: 'Midnight at the Millbrook', releaseDate: '2027-01-29', runtime: 99, genres: [35, 80], lang: 'en', vote: 0, videos: 'Tt',
    tagline: 'Check in. Check out. Don\'t check the safe.',
    overview: 'The night porter of a fading grand hotel discovers that three separate guests plan to rob the same safe on the same night. Rather than call the police, he tries to keep them from meeting. By midnight every room is a hiding place.',
    cast: 'Percy Blunt:m|Lady Constance Merriweather:f|Rocco Vitale:m|Ginny Hobbs:f|Mr. Sallow:m',
  },
  {
    id: 1025, title: 'Quiet Engines', releaseDate: '2027-04-23', runtime: 121, genres: [878, 18], lang: 'ja', vote: 0, videos: 'TB',
    tagline: 'Machines dream in silence.',
    overview: 'In a coastal town in Hokkaido, an elderly engineer repairs the household robots nobody else will fix. One of them arrives carrying memories that are not its owner\'s. As he traces them, he finds a story about his own family that the town agreed to forget.',
    cast: 'Takeshi Morioka:m|Unit 7:x|Haruka Morioka:f|Officer Sena:f',
  },
  {
    id: 1026, title: "The Glassblower's Secret", releaseDate: '2027-06-11', runtime: 116, genres: [18, 10749], lang: 'it', vote: 0, videos: 'T',
    tagline: 'Fragile things last longest.',
    overview: 'On the island of Murano, an apprentice glassblower discovers her master has been forging centuries-old masterpieces. Exposing him would ruin the workshop that raised her. Protecting him means lying to the collector she is falling in love with.',
    cast: 'Giulia Ferrante:f|Maestro Lucio Bassi:m|Henri Delaunay:m|Nonna Pia:f',
  },
  {
    id: 1027, title: 'Redline Cartel', releaseDate: '2027-06-25', runtime: 129, genres: [28, 80], lang: 'en', vote: 0, videos: 'TtF',
    tagline: 'Drive fast. Trust no one.',
    overview: 'An undercover officer joins a street-racing crew that moves stolen goods across the border in souped-up delivery vans. The deeper she goes, the more the crew feels like family. The final run will decide whether she makes the arrest or takes the wheel.',
    cast: 'Officer Jade Navarro:f|Rafa Ibarra:m|Mouse:x|Captain Sloane:m|Tía Carmen:f',
  },

  // --- popular back catalogue (2024-2025) ---------------------------------------------
  {
    id: 1028, title: 'Harbor of Lost Signals', releaseDate: '2025-03-14', runtime: 119, genres: [9648, 18], lang: 'en', vote: 7.5, videos: 'Tt',
    tagline: 'Somebody is still broadcasting.',
    overview: 'A coastguard radio operator keeps receiving calls from a fishing boat that sank with all hands in 1979. Nobody else hears them. Her investigation unsettles a harbour town that would rather its ghosts stayed quiet.',
    cast: 'Morag Finlay:f|Callum Gray:m|Old Angus:m|Shona Finlay:f|Reverend Baird:m',
  },
  {
    id: 1029, title: 'The Brass Meridian', releaseDate: '2024-12-20', runtime: 143, genres: [12, 14], lang: 'en', vote: 7.9, videos: 'TTF',
    tagline: 'Time is a map. Learn to read it.',
    overview: 'A clockmaker\'s apprentice finds a brass compass that points not north but to the moment she most regrets. Following it pulls her across a kingdom where every city keeps a different hour. She must reach the Meridian before the kingdom\'s clocks stop for good.',
    cast: 'Tilda Quarrie:f|Master Horace Wynd:m|Prince Aurel:m|The Hour Witch:f|Tock Finch:x',
  },
  {
    id: 1030, title: 'Falling Upward in Kestrel Park', releaseDate: '2025-06-06', runtime: 103, genres: [10749, 35], lang: 'en', vote: 7.0, videos: 'T',
    tagline: 'Love is a terrible landing.',
    overview: 'A skydiving instructor who never commits to anything and a city planner who schedules everything keep crashing into each other in the same park. Literally. A summer of near misses turns into something neither of them planned.',
    cast: 'Skye Donnelly:f|Arthur Penn-Wright:m|Marnie:f|Gus:m',
  },
  {
    id: 1031, title: 'Velvet Avalanche', releaseDate: '2025-10-10', runtime: 126, genres: [53, 80], lang: 'en', vote: 7.3, videos: 'TtV',
    tagline: 'The higher you climb, the harder it falls.',
    overview: 'At an exclusive ski resort, a concierge who knows every guest\'s secrets is blackmailed into helping steal a diamond during the season\'s biggest gala. Then an avalanche seals the resort with the thieves, the guests and the police inside. Nobody leaves until the snow does.',
    cast: 'Margaux Feld:f|Anton Rusk:m|Detective Ilse Brenner:f|Felix Dorn:m|Count Szabo:m',
  },
  {
    id: 1032, title: 'Moth Season', releaseDate: '2025-10-24', runtime: 96, genres: [27, 53], lang: 'en', vote: 6.6, videos: 'Tt',
    tagline: 'They are drawn to you.',
    overview: 'Every autumn the moths come to the town of Greyling, and every autumn someone leaves with them. A newly arrived schoolteacher notices the townsfolk have started leaving their porch lights off. Too late, she learns who the lights were meant to protect.',
    cast: 'Miss Hollis Grey:f|Sheriff Dunn:m|Ivy Marsh:f|Old Mrs. Carrow:f',
  },
  {
    id: 1033, title: 'The Thousand-Mile Picnic', releaseDate: '2024-07-19', runtime: 98, genres: [10751, 35, 12], lang: 'en', vote: 7.1, videos: 'TF',
    tagline: 'Pack snacks. Lots of snacks.',
    overview: 'To honour their grandmother\'s last wish, three cousins must carry her famous picnic basket across the country to the lake where she met their grandfather. The basket is heavy, the car is borrowed and the cousins can\'t stand each other. The sandwiches, at least, are excellent.',
    cast: 'Maisie Bloom:f|Theo Bloom:m|Rudy Alvarez:m|Grandma June:f',
  },
  {
    id: 1034, title: 'Orbitfall', releaseDate: '2025-08-01', runtime: 134, genres: [878, 28], lang: 'en', vote: 7.8, videos: 'TTt',
    tagline: 'What goes up is coming down.',
    overview: 'When a decommissioned orbital mirror begins falling toward a megacity, a demolition pilot with a grounded licence is the only one who has flown its maintenance route. She assembles a crew of misfits for a launch that should be impossible. They have nine hours.',
    cast: 'Cass Delaney:f|Orson Pike:m|Dr. Mira Sol:f|Hutch:m|Director Vance:x',
  },
  {
    id: 1035, title: 'Sister Comet', releaseDate: '2025-02-07', runtime: 112, genres: [18], lang: 'es', vote: 7.6, videos: 'T',
    tagline: 'Some people only pass by once.',
    overview: 'In a village in the Andalusian hills, a shy girl becomes convinced that her older sister, who left years ago, will return with the comet their father once showed them. As the comet brightens, the family\'s old silences start to crack. A tender story of waiting and letting go.',
    cast: 'Lucía Morales:f|Inés Morales:f|Ramón Morales:m|Abuela Rosario:f',
  },
  {
    id: 1036, title: 'Bellwether Road', releaseDate: '2024-09-27', runtime: 121, genres: [18, 80], lang: 'en', vote: 7.2, videos: 'Tt',
    tagline: 'Every town has a road out. Few take it.',
    overview: 'A young farmhand witnesses a robbery at the only gas station on Bellwether Road and recognises one of the masked men as his older brother. Protecting him means lying to the sheriff who raised them both. The lie holds for a week.',
    cast: 'Danny Lutz:m|Wade Lutz:m|Sheriff Ruth Colby:f|Jolene Parks:f',
  },
  {
    id: 1037, title: 'The Unfinished Symphony of Rosa Kell', releaseDate: '2025-11-21', runtime: 128, genres: [10402, 36, 18], lang: 'de', vote: 8.0, videos: 'TB',
    tagline: 'History forgot her. The music didn\'t.',
    overview: 'In 1920s Vienna a composer who publishes under her brother\'s name races to finish a symphony before he claims it at its premiere. Her only ally is a copyist who can read her handwriting better than anyone. The premiere will decide whose name history remembers.',
    cast: 'Rosa Kell:f|Friedrich Kell:m|Anton Weiss:m|Frau Sommer:f|Conductor Lang:m',
  },

  // --- back catalogue (search and filmographies only) ---------------------------------
  {
    id: 1038, title: 'Lighthouse for Strangers', releaseDate: '2023-05-12', runtime: 108, genres: [18], lang: 'en', vote: 7.0, videos: 'T',
    tagline: 'A light left on for whoever needs it.',
    overview: 'A lighthouse keeper who has not spoken to anyone in years rescues three strangers from a shipwreck during a week-long gale. Stuck together, they slowly piece together why each of them was on the boat.',
    cast: 'Isaac Moyle:m|Freya Lund:f|Benedict Shaw:m|Anika Roy:f',
  },
  {
    id: 1039, title: 'Tangerine Static', releaseDate: '2023-08-18', runtime: 95, genres: [35, 10402], lang: 'en', vote: 6.5, videos: 'Tt',
    tagline: 'One summer. One station. No listeners.',
    overview: 'Four friends take over a bankrupt pirate radio station for one last summer before college. Their show has no listeners until a single caller phones in every night at 2 a.m. Finding out who it is becomes the best mistake of their lives.',
    cast: 'Benny Oakes:m|Lola Tran:f|Marcus "Sparks" Hill:m|Jess Kowalski:f',
  },
  {
    id: 1040, title: 'The Iron Nightingale', releaseDate: '2022-11-11', runtime: 139, genres: [10752, 18], lang: 'en', vote: 7.7, videos: 'TF',
    tagline: 'She sang them home.',
    overview: 'In the winter of 1917, a field nurse with a celebrated singing voice is sent to a frontline hospital to lift morale. She finds a ward of men who have stopped speaking. Her songs become a code that carries secrets across the lines.',
    cast: 'Nurse Evelyn Hart:f|Captain James Aldridge:m|Private Owen Pryce:m|Matron Greaves:f|Corporal Lutz:m',
  },
  {
    id: 1041, title: 'Cinder Parade', releaseDate: '2022-06-17', runtime: 117, genres: [14, 12], lang: 'en', vote: 6.9, videos: 'TtV',
    tagline: 'Every spark wants to be a fire.',
    overview: 'Once a year the fire spirits of Emberfall march through the city, and once a year the city hides. A lamplighter\'s son who can touch flame without burning joins the parade by mistake. He finds the spirits are not marching to invade, but fleeing something worse.',
    cast: 'Tobin Ashe:m|Flicker:f|Lord Sootmantle:m|Marigold Ashe:f',
  },
  {
    id: 1042, title: 'Low Tide Confessions', releaseDate: '2024-02-14', runtime: 102, genres: [10749, 18], lang: 'fr', vote: 7.1, videos: 'T',
    tagline: 'The sea gives back what it takes.',
    overview: 'On the Brittany coast, a widowed oyster farmer and a visiting Parisian notary are thrown together by a disputed will. Each low tide reveals another piece of the dead man\'s secret life. By the spring tides, neither of them wants to leave.',
    cast: 'Solène Le Gall:f|Bastien Marchand:m|Yann Le Gall:m|Maître Aubry:f',
  },
];

/** The three lists, in display order; a film may appear in several. */
export const LISTS = {
  now_playing: [1002, 1007, 1004, 1012, 1014, 1001, 1008, 1005, 1009, 1003, 1006, 1011, 1010, 1013],
  upcoming: [1015, 1016, 1017, 1024, 1018, 1021, 1020, 1019, 1023, 1025, 1022, 1026, 1027],
  popular: [1034, 1029, 1002, 1031, 1007, 1028, 1030, 1008, 1036, 1033, 1032, 1012, 1035, 1037],
} as const;

/**
 * Fictional TV series, so a few people have TV credits (shown on person pages but not
 * clickable). Ids are in their own range so they never collide with films.
 */
export interface SeriesSeed {
  id: number;
  name: string;
  firstAirDate: string;
  genres: number[];
  /** Regular characters, "Name:g" as for films. */
  cast: string;
}

export const SERIES: readonly SeriesSeed[] = [
  { id: 9101, name: 'Harbourside Station', firstAirDate: '2019-04-07', genres: [80, 18], cast: 'Sgt. Nora Quayle:f|DC Felix Amadi:m|Chief Inspector Roath:m' },
  { id: 9102, name: 'The Quiet Parish', firstAirDate: '2021-09-12', genres: [9648, 35], cast: 'Vicar Hettie Lamb:f|Constable Dibb:m' },
  { id: 9103, name: 'Night Shift at St. Aldric', firstAirDate: '2017-01-15', genres: [18], cast: 'Dr. Sunniva Holt:f|Nurse Raymond Okwu:m|Porter Gil:m' },
  { id: 9104, name: 'Comet Kids', firstAirDate: '2022-03-05', genres: [16, 10751], cast: 'Zip:x|Captain Nebula:f' },
];
