/**
 * The banks of veraz's realistic answer set written beside the seed's (each in `<name>.bank.json`), what each is
 * about, and the split its answers belong to (null: the second bank, split by question number into development and
 * held-out). A new bank is a new row here; the bank names and the splits are read from this table.
 */
export const BANK_FILES = {
  ciencias: { about: "science, geography and history", split: null },
  fresco: { about: "physics, astronomy, economics, literature, philosophy, nutrition, computing", split: "fresh" },
  cuarto: { about: "health, ecology, mathematics, history, languages, sport, cooking, technology", split: "fresh2" },
  quinto: { about: "astronomy, medicine, computing, geography, zoology, chemistry, economics, climate", split: "fresh3" },
  sexto: { about: "human body, electricity, geography, history, internet, music, nutrition, literature", split: "fresh4" },
  septimo: { about: "botany, physics, art, computing, geography, history, health, astronomy", split: "fresh5" },
  octavo: { about: "oceanography, architecture, psychology, law, mythology, agriculture, photography, linguistics", split: "fresh6" },
  noveno: { about: "geology, genetics, ancient history, music, computer security, cooking, sport, economics", split: "fresh7" },
  decimo: { about: "engineering, meteorology, philosophy, marine biology, energy, literature, mathematics, history", split: "fresh8" },
  undecimo: { about: "neuroscience, inventions, Roman history, glaciers, chess, nutrition, internet, painting", split: "fresh9" },
  duodecimo: { about: "volcanology, microbiology, medieval history, optics, urbanism, linguistics, sport, chemistry", split: "fresh10" },
  decimotercero: { about: "contemporary history, vaccines, file compression, unemployment, bird migration, sound, painting, geography", split: "fresh11" },
  decimocuarto: { about: "paleontology, beekeeping, printing, cartography, water treatment, theatre, aviation, dental health", split: "fresh12" },
  decimoquinto: { about: "fermentation, tsunamis, eclipses, insulin, the Silk Road, GPS, camels, the steam engine", split: "fresh13" },
  decimosexto: { about: "photosynthesis, penicillin, black holes, Constantinople, glass recycling, octopuses, the stock market, sleep", split: "fresh14" },
  decimoseptimo: { about: "the Great Wall, bats, the greenhouse effect, binary, the first vaccine, Frida Kahlo, tornadoes, caffeine", split: "fresh15" },
  decimoctavo: { about: "the Big Bang, frogs, optical fibre, the telephone, the Mediterranean diet, dunes, the euro, emperor penguins", split: "fresh16" },
  decimonoveno: { about: "hummingbirds, the Panama Canal, the skeleton, cookies, Columbus, ice, the Guernica, compound interest", split: "fresh17" },
  vigesimo: { about: "the water cycle, elephants, the Alhambra, enzymes, the Renaissance, wind turbines, computer viruses, Saturn", split: "fresh18" },
  vigesimoprimero: { about: "ants, the London Underground, blood cells, paper recycling, Romeo and Juliet, the Richter scale, coffee, two-step verification", split: "fresh19" },
  vigesimosegundo: { about: "chameleons, the Eiffel Tower, fever, Wikipedia, the Inca Empire, rainbows, chess, insulating windows", split: "fresh20" },
  vigesimotercero: { about: "breathing, the Great Barrier Reef, Gabriela Mistral, QR codes, pasteurisation, the seasons, bamboo, mortgages", split: "fresh21" },
  vigesimocuarto: { about: "tides, the Rosetta Stone, lightning, sunflowers, the Tower of Pisa, password hashes, inflation, Marie Curie", split: "fresh22" },
  vigesimoquinto: { about: "the heart, the Olympic Games, the ozone layer, dolphins, Bitcoin, One Hundred Years of Solitude, boiling at altitude, VAT", split: "fresh23" },
  vigesimosexto: { about: "the Sahara, sharks, Napoleon, the transistor, salt, opera, the Moon's face, aluminium recycling", split: "fresh24" },
  vigesimoseptimo: { about: "the Titanic, lactose intolerance, hurricanes, Jupiter, the pyramids of Giza, RAM, the Cold War, cocoa", split: "fresh25" },
  vigesimoctavo: { about: "the compass, lithium batteries, the circadian rhythm, monarch butterflies, the Vikings, the Dead Sea, comets, antibiotics", split: "fresh26" },
  vigesimonoveno: { about: "Pompeii, Machu Picchu, Maya numerals, Venus, honey, oil, the koala, solar panels", split: "fresh27" },
  trigesimo: { about: "graphene, the Parthenon, the Doppler effect, sweat, Stonehenge, the giraffe, Galileo, Esperanto", split: "fresh28" },
  trigesimoprimero: { about: "tardigrades, the Sistine Chapel, carbon-14 dating, the Berlin Wall, tea, the Amazon, the periodic table, hiccups", split: "fresh29" },
  trigesimosegundo: { about: "Mars, Roman aqueducts, the platypus, the Black Death, Morse code, auroras, the giant panda, Everest", split: "fresh30" },
  trigesimotercero: { about: "Velcro, the Iguazú falls, the lighthouse of Alexandria, aspirin, owls, maize, the Colosseum, mosquitoes", split: "fresh31" },
  trigesimocuarto: { about: "butterfly metamorphosis, silk, the Hubble telescope, mummification, acid rain, redwoods, vanilla, wolves", split: "fresh32" },
  trigesimoquinto: { about: "seahorses, the Mongol empire, the Suez canal, the Statue of Liberty, diamond and graphite, the Milky Way, Antarctica, Leonardo da Vinci", split: "fresh33" },
  trigesimosexto: { about: "Newton's gravitation, the Nile, the kiwi, the Tower of London, the pacemaker, fireflies, Petra, the Caspian Sea", split: "fresh34" },
  trigesimoseptimo: { about: "the moai of Easter Island, sloths, geysers, the bicycle, vitamin D, olive oil, the Magna Carta, Neptune", split: "fresh35" },
  trigesimoctavo: { about: "the Sagrada Familia, bear hibernation, braille, monsoons, the first paper money, antibodies, the Channel Tunnel, Japanese writing", split: "fresh36" },
  trigesimonoveno: { about: "jellyfish, the Lumière brothers, Lake Titicaca, cholesterol, the first e-mail, composting, the Industrial Revolution, shooting stars", split: "fresh37" },
  cuadragesimo: { about: "the axolotl, the Taj Mahal, prime numbers, the microwave oven, the 1918 flu, Lake Baikal, origami, cacti", split: "fresh38" },
  cuadragesimoprimero: { about: "the pufferfish, Chichén Itzá, the pendulum, cataracts, the Strait of Gibraltar, Roman concrete, Simón Bolívar, cheese", split: "fresh39" },
  cuadragesimosegundo: { about: "the giant squid, Angkor Wat, the lever, anaemia, the Atacama desert, the first traffic light, the fall of Rome, yoghurt", split: "fresh40" },
  cuadragesimotercero: { about: "the hedgehog, the Golden Gate bridge, Pythagoras' theorem, migraine, Iceland, the thermometer, Tenochtitlan, the avocado", split: "fresh41" },
  cuadragesimocuarto: { about: "the red kangaroo, the Hoover dam, fractions, asthma, Kilimanjaro, Galileo's telescope, the Spanish Armada, the tomato", split: "fresh42" },
  cuadragesimoquinto: { about: "the beaver, Big Ben, logarithms, hypertension, the Danube, gunpowder, the Carnation Revolution, rice", split: "fresh43" },
  cuadragesimosexto: { about: "the blue whale, the Rialto bridge, Roman numerals, measles, Mount Fuji, Leeuwenhoek's microscopes, the battle of Lepanto, the potato", split: "fresh44" },
  cuadragesimoseptimo: { about: "flamingos, Notre Dame, quadratic equations, osteoporosis, the Gobi, the telegraph, the Mexican Revolution, quinoa", split: "fresh45" },
  cuadragesimoctavo: { about: "the cheetah, the Forbidden City, pi, appendicitis, the Aral Sea, Otis's safety brake, the Hundred Years' War, saffron", split: "fresh46" },
  cuadragesimonoveno: { about: "the clownfish, the Mosque of Córdoba, the Fibonacci sequence, coeliac disease, Niagara Falls, the stethoscope, Thermopylae, tofu", split: "fresh47" },
  quincuagesimo: { about: "the praying mantis, the Brooklyn Bridge, probability, chickenpox, Lake Victoria, the barcode, the storming of the Bastille, vinegar", split: "fresh48" },
  quincuagesimoprimero: { about: "the Iberian lynx, the Burj Khalifa, the greatest common divisor, heatstroke, the Teide, Edison's bulb, cuneiform writing, mushrooms", split: "fresh49" },
  quincuagesimosegundo: { about: "starfish, the Palace of Versailles, the angles of a triangle, hypothermia, Madagascar, Peral's submarine, Hadrian's Wall, baker's yeast", split: "fresh50" },
  quincuagesimotercero: { about: "the polar bear, the Sydney Opera House, the rule of three, conjunctivitis, the Galápagos, Franklin's lightning rod, Tutankhamun's tomb, pulses", split: "fresh51" },
  quincuagesimocuarto: { about: "the white stork, Santiago de Compostela cathedral, odd and even numbers, dehydration, the Norwegian fjords, dynamite, Waterloo, sugar", split: "fresh52" },
  quincuagesimoquinto: { about: "the bottlenose dolphin, the Acropolis of Athens, the perimeter, insomnia, Patagonia, the zip fastener, Magellan and Elcano, chocolate", split: "fresh53" },
  quincuagesimosexto: { about: "the giant panda, the Alcázar of Segovia, the least common multiple, otitis media, the Strait of Gibraltar, the umbrella, Gandhi's Salt March, cinnamon", split: "fresh54" },
  quincuagesimoseptimo: { about: "the raccoon, the Tower of Hercules, the mode, tendinitis, the Caspian Sea, the parachute, Trafalgar, mustard", split: "fresh55" },
  quincuagesimoctavo: { about: "the sea otter, Hagia Sophia, the arithmetic mean, tonsillitis, the Canary Islands, radar, Magna Carta, pepper", split: "fresh56" },
  quincuagesimonoveno: { about: "the hippopotamus, El Escorial, the square root, gastritis, the Mississippi, the phonograph, Alexander the Great, oats", split: "fresh57" },
  sexagesimo: { about: "the white rhinoceros, Mont Saint-Michel, rounding, varicose veins, the Alps, the ballpoint pen, the Trojan War, the peanut", split: "fresh58" },
  sexagesimoprimero: { about: "the armadillo, the Guggenheim Bilbao, the cube of a number, myopia, the Grand Canyon, the washing machine, Cleopatra, ginger", split: "fresh59" },
  sexagesimosegundo: { about: "the dragonfly, the Moscow Kremlin, the order of operations, sciatica, Loch Ness, the refrigerator, Charlemagne, the pistachio", split: "fresh60" },
  sexagesimotercero: { about: "the garden snail, Teotihuacan, absolute value, sinusitis, Mount Etna, the toaster, Hannibal, the hazelnut", split: "fresh61" },
  sexagesimocuarto: { about: "the ostrich, Christ the Redeemer, the area of a circle, sprains, the Thames, the vacuum cleaner, Attila, the almond", split: "fresh62" },
  sexagesimoquinto: { about: "the Atlantic salmon, the Belém Tower, symmetry, hives, Uluru, the dishwasher, Saladin, the chestnut", split: "fresh63" },
  sexagesimosexto: { about: "the zebra, Santorini, scientific notation, cystitis, Aconcagua, the match, Ramesses II, sesame", split: "fresh64" },
  sexagesimoseptimo: { about: "the walrus, Neuschwanstein, the factorial, bronchitis, the Yangtze, the sewing machine, Peter the Great, artichoke", split: "fresh65" },
  sexagesimoctavo: { about: "the wild boar, Mount Rushmore, the angle bisector, psoriasis, the Zambezi, the pressure cooker, Catherine the Great, aubergine", split: "fresh66" },
  sexagesimonoveno: { about: "the American bison, Borobudur, divisibility rules, vertigo, the Okavango, the mop, Moctezuma II, blueberry", split: "fresh67" },
  septuagesimo: { about: "the pelican, the Potala Palace, arithmetic progressions, gastroenteritis, the Mekong, the hot-air balloon, Francisco Pizarro, the date fruit", split: "fresh68" },
  septuagesimoprimero: { about: "the tapir, Persepolis, Thales's theorem, the bunion, Lake Tanganyika, the fire extinguisher, Hatshepsut, papaya", split: "fresh69" },
  septuagesimosegundo: { about: "the okapi, the Atomium, equivalent fractions, muscle contracture, Tasmania, the seismograph, Mansa Musa, mango", split: "fresh70" },
  septuagesimotercero: { about: "the meerkat, the Brandenburg Gate, complementary and supplementary angles, lumbago, Corsica, the hourglass, Nefertiti, the fig", split: "fresh71" },
  septuagesimocuarto: { about: "the manatee, the Crystal Palace, rounding, dark circles under the eyes, Sardinia, the abacus, Ashoka, guava", split: "fresh72" },
  septuagesimoquinto: { about: "the pangolin, the Blue Mosque, the perpendicular bisector, the stye, Borneo, the metronome, Vercingetorix, persimmon", split: "fresh73" },
  septuagesimosexto: { about: "the narwhal, Saint Basil's Cathedral, the rhombus, the stiff neck, the Faroe Islands, the periscope, Boudica, the lychee", split: "fresh74" },
  septuagesimoseptimo: { about: "the quokka, Himeji Castle, the trapezoid, chilblains, Malta, the stapler, Spartacus, passion fruit", split: "fresh75" },
  septuagesimoctavo: { about: "the toucan, the Ishtar Gate, the hexagon, mouth ulcers, Cyprus, binoculars, Eleanor of Aquitaine, the loquat", split: "fresh76" },
  septuagesimonoveno: { about: "the skunk, the Great Sphinx of Giza, the tetrahedron, pharyngitis, Zanzibar, the safety pin, Hammurabi, the cherimoya", split: "fresh77" },
  octogesimo: { about: "capybara, Carcassonne, pentagon, cramps, Azores, pencil sharpener, Moctezuma II, quince", split: "fresh78" },
  octogesimoprimero: { about: "alpaca, Pont du Gard, parallelogram, eczema, Lanzarote, can opener, Boabdil, raspberry", split: "fresh79" },
  octogesimosegundo: { about: "Alpine marmot, Burgos Cathedral, hexahedron, snoring, Menorca, botijo, Viriathus, mandarin", split: "fresh80" },
  octogesimotercero: { about: "fire salamander, Bran Castle, ellipse, dandruff, Ibiza, corkscrew, Hypatia, walnut", split: "fresh81" },
  octogesimocuarto: { about: "giant anteater, walls of Ávila, tangent line, yawning, Madeira, adhesive bandage, Alfonso X, grapefruit", split: "fresh82" },
  octogesimoquinto: { about: "bearded vulture, Karnak, scalene triangle, muscle soreness, Gotland, whistle, Guzmán el Bueno, pitahaya", split: "fresh83" },
  octogesimosexto: { about: "badger, Prague Castle, cone, loss of voice, Falkland Islands, dummy, Ramón y Cajal, cherry", split: "fresh84" },
  octogesimoseptimo: { about: "mongoose, Cologne Cathedral, octagon, corns, La Gomera, magnifying glass, Pelayo, watermelon", split: "fresh85" },
  octogesimoctavo: { about: "caracal, León Cathedral, rhomboid, rash, Lampedusa, hand fan, Agustina de Aragón, peach", split: "fresh86" },
  octogesimonoveno: { about: "rhea, Giralda, dodecahedron, sunstroke, Cíes Islands, thimble, Blas de Lezo, apricot", split: "fresh87" },
  nonagesimo: { about: "swordfish, Puerta de Alcalá, kite (deltoid), hangover, Tabarca, torch, María Pita, redcurrant", split: "fresh88" },
  nonagesimoprimero: { about: "the sunfish, the Alcázar of Seville, the annulus, chilblains, Cabrera, the canteen, Beatriz Galindo, the star fruit", split: "fresh89" },
  nonagesimosegundo: { about: "the hammerhead shark, the Belém Tower, the octahedron, the side stitch, Arousa Island, the slingshot, John of Austria, the strawberry tree", split: "fresh90" },
  nonagesimotercero: { about: "leatherback turtle, Mont-Saint-Michel, icosahedron, warts, Sálvora, boomerang, Jorge Juan, blackberry", split: "fresh91" },
  nonagesimocuarto: { about: "capercaillie, the Pantheon of Rome, decagon, head lice, Columbretes Islands, spyglass, the Great Captain, pine nut", split: "fresh92" },
  nonagesimoquinto: { about: "chamois, the Temple of Debod, heptagon, carpal tunnel syndrome, Alborán Island, spinning top, Álvaro de Bazán, kumquat", split: "fresh93" },
  nonagesimosexto: { about: "garden dormouse, Loarre castle, enneagon, fainting, isla de Lobos, yo-yo, Isabella of Portugal, jujube", split: "fresh94" },
  nonagesimoseptimo: { about: "genet, Medina Azahara, dodecagon, altitude sickness, cabo de Gata, kaleidoscope, Juan de la Cosa, sweet potato", split: "fresh95" },
  nonagesimoctavo: { about: "cormorant, Treaty of Tordesillas, tangram, tension headache, Ciudad Encantada, Vizcaya bridge, Rosalía de Castro, liquorice", split: "fresh96" },
  nonagesimonoveno: { about: "hoopoe, Las Médulas, magic square, bruise, Doñana, astrolabe, Isabel Zendal, parsnip", split: "fresh97" },
  centesimo: { about: "stone marten, Altamira, sieve of Eratosthenes, bee sting, Ordesa, clepsydra, Clara Campoamor, turnip", split: "fresh98" },
  centesimoprimero: { about: "Pyrenean desman, Atapuerca, palindromic numbers, minor burn, Mulhacén, oil lamp, Mariana Pineda, pepper", split: "fresh99" },
  centesimosegundo: { about: "swallow, Montserrat, perfect numbers, nosebleed, Duero, coffee grinder, Concepción Arenal, asparagus", split: "fresh100" },
  centesimotercero: { about: "bee-eater, aqueduct of Los Milagros, Pascal's triangle, nettle sting, Tablas de Daimiel, sundial, Sor Juana Inés de la Cruz, mussel", split: "fresh101" },
  centesimocuarto: { about: "magpie, Roman theatre of Sagunto, tower of Hanoi, chilblains, Miño, Rubik's cube, Juan de la Cierva, capers", split: "fresh102" },
  centesimoquinto: { about: "cuckoo, Numantia, sudoku, hail, Bardenas Reales, castanets, Emilia Pardo Bazán, calçot", split: "fresh103" },
  centesimosexto: { about: "Moorish gecko, Albufera of Valencia, dominoes, lazy eye, Severo Ochoa, Galician bagpipe, soda siphon, turrón", split: "fresh104" },
  centesimoseptimo: { about: "dung beetle, Picos de Europa, pétanque, stye, María Moliner, txalaparta, pressure cooker, morcilla", split: "fresh105" },
  centesimoctavo: { about: "whale shark, Tabernas desert, parchís, cold sore, Isaac Albéniz, tambourine, corkscrew, horchata", split: "fresh106" },
  centesimonoveno: { about: "anchovy, chotis, hops, wall lizard, Ruta de la Plata, salmorejo, crankshaft, Antonio Machado", split: "fresh107" },
  centesimodecimo: { about: "black truffle, sneeze, bandurria, gofio, flamingo, esparto, Juana la Loca, goose barnacle", split: "fresh108" },
  centesimoundecimo: { about: "left-handedness, Gaspar Sanz, Laguna Negra, cork oak, cochineal, torrezno, Averroes, noria", split: "fresh109" },
  centesimoduodecimo: { about: "dulzaina, Quevedo, cockle, thyme, apse, calima, windmills of La Mancha, Rocío pilgrimage", split: "fresh110" },
  centesimodecimotercero: { about: "xylophone, cierzo, bean, Halley's comet, crossbow, sobrasada, screw, Goya", split: "fresh111" },
  centesimodecimocuarto: { about: "the zampoña, hoarfrost, the saffron milk cap, the sextant, the caravel, Dalí, caving, the sardine", split: "fresh112" },
  centesimodecimoquinto: { about: "the hórreo, the langoustine, the dolmen, the bandoneon, haze, Garcilaso, the catamaran, the olive tree", split: "fresh113" },
  centesimodecimosexto: { about: "the siesta, the mosaic, the talayot, the catapult, rosemary, the galleon, Torres Quevedo, the ocarina", split: "fresh114" },
  centesimodecimoseptimo: { about: "the water mill, the palloza, the altarpiece, the tapestry, the trireme, the kettledrum, the barometer, Almodóvar", split: "fresh115" },
  centesimodecimoctavo: { about: "the mangrove, the alembic, the battering ram, the barraca, the great bustard, the dromedary, the zarzuela, Lola Flores", split: "fresh116" },
  centesimodecimonoveno: { about: "the cowbell, the sandstorm, the mantilla, the quena, the tinaja, Margarita Salas, Sorolla, Victoria Kent", split: "fresh117" },
  centesimovigesimo: { about: "the cistern, the wood-fired oven, Basque pelota, the baobab, the aurora borealis, Lise Meitner, Buñuel, Paco de Lucía", split: "fresh118" },
  centesimovigesimoprimero: { about: "the boomerang, mate, the hurdy-gurdy, the menhir, El Greco, Unamuno, Carmen Amaya, Tárrega", split: "fresh119" },
  centesimovigesimosegundo: { about: "fencing, falconry, the bonsai, the monarch butterfly, Rosalind Franklin, Zurbarán, Granados, the tamborrada", split: "fresh120" },
  centesimovigesimotercero: { about: "human towers, the sardana, the Manila shawl, the wandering albatross, Ada Lovelace, Hedy Lamarr, Chillida, Gloria Fuertes", split: "fresh121" },
  centesimovigesimocuarto: { about: "the didgeridoo, curling, Monturiol's Ictíneo, the Andean condor, Jules Verne, Piazzolla, Galdós, the jota", split: "fresh122" },
  centesimovigesimoquinto: { about: "the quetzal, Hokusai, Stradivari, Cousteau, Amundsen, the Nazca lines, capoeira, fado", split: "fresh123" },
  centesimovigesimosexto: { about: "Neruda, Vivaldi, Kepler, Mary Anning, Florence Nightingale, the haka, the dodo, Nebrija", split: "fresh124" },
  centesimovigesimoseptimo: { about: "Borges, Mozart, Rosa Parks, the tarantella, the wombat, Shackleton, hurling, Avicenna", split: "fresh125" },
  centesimovigesimoctavo: { about: "Chopin, Hippocrates, Mandela, Ramanujan, the bolero, cricket, the sauna, kimchi", split: "fresh126" },
  centesimovigesimonoveno: { about: "Cortázar, Clara Schumann, Maimonides, parchment, the yak, Tesla, lacrosse, the haiku", split: "fresh127" },
  centesimotrigesimo: { about: "Pessoa, Hildegard of Bingen, Ibn Battuta, Klimt, curry, badminton, the ukulele, the Sherpas", split: "fresh128" },
  centesimotrigesimoprimero: { about: "Tagore, Emmy Noether, Zheng He, the balalaika, ceviche, the capybara, kendo, the ginkgo", split: "fresh129" },
  centesimotrigesimosegundo: { about: "Rumi, Copernicus, Valentina Tereshkova, the samba, the arepa, the guanaco, sepak takraw, the mandrake", split: "fresh130" },
  centesimotrigesimotercero: { about: "Kafka, al-Khwarizmi, Amelia Earhart, the kora, the pupusa, the cassowary, kabaddi, the welwitschia", split: "fresh131" },
  centesimotrigesimocuarto: { about: "Mafalda, Galen, Juana Azurduy, the marimba, tequila, the dugong, bandy, the jacaranda", split: "fresh132" },
  centesimotrigesimoquinto: { about: "Vesalius, Yuri Gagarin, Queen Nzinga, the erhu, the tamal, korfball, the giant water lily, ikebana", split: "fresh133" },
  centesimotrigesimosexto: { about: "Ptolemy, Sacagawea, Lautaro, the vuvuzela, mole poblano, taekwondo, the saguaro, the Hanseatic League", split: "fresh134" },
  centesimotrigesimoseptimo: { about: "Mary Seacole, La Malinche, Pachacútec, the balafon, pozole, netball, the ceiba, the Way of St James", split: "fresh135" },
  centesimotrigesimoctavo: { about: "Semmelweis, William Harvey, Túpac Amaru II, the koto, mofongo, jai alai, macaws, lucha libre", split: "fresh136" },
  centesimotrigesimonoveno: { about: "Lavoisier, Robert Koch, Zenobia, the theremin, injera, buzkashi, the European eel, Inti Raymi", split: "fresh137" },
  centesimocuadragesimo: { about: "Michael Faraday, Carlos Finlay, Bartolina Sisa, the guzheng, feijoada, pelota purépecha, the hermit crab, the Guelaguetza", split: "fresh138" },
  centesimocuadragesimoprimero: { about: "Guglielmo Marconi, John Snow, Manuela Sáenz, the shamisen, chipá, lucha canaria, the gecko, Holi", split: "fresh139" },
  centesimocuadragesimosegundo: { about: "Joseph Lister, Alexander von Humboldt, Caupolicán, the kalimba, locro, bochas, the vampire bat, hanami", split: "fresh140" },
  centesimocuadragesimotercero: { about: "Claude Bernard, Linnaeus, Lempira, the bodhrán, humita, tejo, the cicada, the Day of the Dead", split: "fresh141" },
  centesimocuadragesimocuarto: { about: "Alan Turing, Grace Hopper, Micaela Bastidas, the timple, chimichurri, pelota mixteca, the mole, Diwali", split: "fresh142" },
  centesimocuadragesimoquinto: { about: "Frederick Banting, Robert Hooke, Policarpa Salavarrieta, the güiro, empanadas, ulama, the opossum, La Tomatina", split: "fresh143" },
  centesimocuadragesimosexto: { about: "Röntgen, Claude Shannon, Galvarino, the cuíca, churros, kayak, the porcupine, Las Fallas", split: "fresh144" },
  centesimocuadragesimoseptimo: { about: "Ambroise Paré, Nikolái Vavilov, Túpac Amaru II, the theremin, alfajores, water polo, the coati, San Fermín", split: "fresh145" },
  centesimocuadragesimoctavo: { about: "Chandrasekhar, Barbara McClintock, Nezahualcóyotl, the bombo legüero, sancocho, archery, the pudú, Hanukkah", split: "fresh146" },
  centesimocuadragesimonoveno: { about: "Alhacén, Henrietta Leavitt, Cuauhtémoc, the quijada, ajiaco, weightlifting, the vicuña, the Chinese New Year", split: "fresh147" },
  centesimoquincuagesimo: { about: "Caroline Herschel, José Celestino Mutis, Hatuey, the tumbadora, cachapas, canoeing, the spectacled bear, Songkran", split: "fresh148" },
  centesimoquincuagesimoprimero: { about: "John Dalton, James Clerk Maxwell, Benkos Biohó, the cavaquinho, chipa, figure skating, the huemul, Loy Krathong", split: "fresh149" },
  centesimoquincuagesimosegundo: { about: "Amedeo Avogadro, André-Marie Ampère, Tiradentes, the steelpan, sopaipillas, squash, the chinchilla, Hogmanay", split: "fresh150" },
  centesimoquincuagesimotercero: { about: "Georg Simon Ohm, Luigi Galvani, Antonio José de Sucre, the banjo, tlacoyos, table tennis, the ocelot, Up Helly Aa", split: "fresh151" },
  centesimoquincuagesimocuarto: { about: "James Prescott Joule, Lazzaro Spallanzani, José Gervasio Artigas, the harmonica, bandeja paisa, handball, the pygmy marmoset, Setsubun", split: "fresh152" },
  centesimoquincuagesimoquinto: { about: "Charles-Augustin de Coulomb, Robert Boyle, José María Morelos, the vihuela, quesadillas, bobsleigh, the spotted hyena, Obon", split: "fresh153" },
  centesimoquincuagesimosexto: { about: "Lord Kelvin, Heinrich Hertz, Antonio Nariño, the oboe, salteñas, korfball, the hornbill, the Basel Fasnacht", split: "fresh154" },
  centesimoquincuagesimoseptimo: { about: "Hans Christian Ørsted, Henri Becquerel, Túpac Amaru II, the harpsichord, the chivito, field hockey, the green iguana, the Fiesta de la Vendimia", split: "fresh155" },
  centesimoquincuagesimoctavo: { about: "Robert Bunsen, Hans Geiger, Enriquillo, the sackbut, encebollado, softball, the South American sea lion, the Vallenato Legend Festival", split: "fresh156" },
  centesimoquincuagesimonoveno: { about: "Augustin Fresnel, Luis Federico Leloir, Anacaona, the Venezuelan cuatro, tequeños, beach volleyball, the Andean bear, the Oruro Carnival", split: "fresh157" },
  centesimosexagesimo: { about: "Léon Foucault, Bernardo Houssay, Gregorio Luperón, the Paraguayan harp, fanesca, ultimate, the Amazon river dolphin, the Barranquilla Carnival", split: "fresh158" },
  centesimosexagesimoprimero: { about: "René-Antoine de Réaumur, César Milstein, Francisco Morazán, the bandola llanera, bolón de verde, padel, the piranha, the Mamá Negra festival", split: "fresh159" },
  centesimosexagesimosegundo: { about: "Albert Sabin, Francisco José de Caldas, Juan Pablo Duarte, the requinto, causa limeña, charrería, the macaw, the Yamor festival", split: "fresh160" },
  centesimosexagesimotercero: { about: "Lamarck, Carlos Chagas, Eloy Alfaro, the tiple, tlayuda, skeleton, the howler monkey, the Blacks and Whites' Carnival", split: "fresh161" },
  centesimosexagesimocuarto: { about: "Alfred Wegener, Oswaldo Cruz, Manuel Belgrano, the jarana jarocha, pambazo, triathlon, the hoatzin, the Candelaria festival of Puno", split: "fresh162" },
  centesimosexagesimoquinto: { about: "Niels Bohr, Miguel Servet, Túpac Amaru II, the Mexican guitarrón, tacacho, field hockey, the maned wolf, the La Tirana festival", split: "fresh163" },
  centesimosexagesimosexto: { about: "Laplace, Gauss, Augusto César Sandino, the llanera harp, chile en nogada, biathlon, the jaguarundi, the Qoyllur Riti pilgrimage", split: "fresh164" },
  centesimosexagesimoseptimo: { about: "Max Planck, Leibniz, Cornelio Saavedra, the Colombian tambora, gallo pinto, judo, the plains vizcacha, La Patum of Berga", split: "fresh165" },
  centesimosexagesimoctavo: { about: "Heisenberg, Fermat, Bernardo O'Higgins, the Mapuche kultrún, pabellón criollo, beach volleyball, the collared peccary, the Virgen del Carmen of Paucartambo", split: "fresh166" },
  centesimosexagesimonoveno: { about: "Schrödinger, Ole Rømer, Francisco de Miranda, the bajo sexto, pastel de choclo, modern pentathlon, the olinguito, Moros y Cristianos of Alcoy", split: "fresh167" },
  centesimoseptuagesimo: { about: "James Chadwick, Giovanni Cassini, Francisco de Paula Santander, the teponaztli, vigorón, luge, the culpeo fox, the Feria de Abril of Sevilla", split: "fresh168" },
  centesimoseptuagesimoprimero: { about: "Friedrich Mohs, Dmitri Mendeléyev, Guaicaipuro, the salterio, tereré, surf, the tlacuache, the Semana Grande of Bilbao", split: "fresh169" },
  centesimoseptuagesimosegundo: { about: "Georges Cuvier, Ludwig Boltzmann, Benito Juárez, the tamborito, lomo saltado, pato, the kinkajou, the Virgen de Guadalupe", split: "fresh170" },
  centesimoseptuagesimotercero: { about: "Charles Lyell, Leonhard Euler, Toussaint Louverture, the pandero, ropa vieja, bolo palma, the margay, the Noche de San Juan", split: "fresh171" },
} as const satisfies Readonly<Record<string, { about: string; split: `fresh${number}` | "fresh" | null }>>;

/** A bank of the set: the seed's (`semilla`) or one written for it. */
export type RealisticBank = "semilla" | keyof typeof BANK_FILES;

export const REALISTIC_BANKS: readonly RealisticBank[] = ["semilla", ...(Object.keys(BANK_FILES) as (keyof typeof BANK_FILES)[])];

/**
 * dev: tuned on; heldout: every third question of the first two banks, never tuned on; fresh: the third bank,
 * run once untouched and then tuned on; fresh2: the fourth bank, written after those fixes, never tuned on;
 * fresh3: the fifth bank, written after the detector's rework, run once untouched and then tuned on (the fourth
 * bank too, once its last untouched figures were recorded); fresh4: the sixth bank, written after that, run once
 * untouched and then opened; fresh5: the seventh bank, run once untouched and then opened; fresh6: the eighth
 * bank, likewise; fresh7: the ninth bank, likewise; fresh8: the tenth bank, likewise; fresh9: the eleventh bank,
 * written last, labelled before either judge read it and never opened; fresh10: the twelfth bank, written after a
 * later session's detector changes, labelled before either judge read it, run once and then opened; fresh11: the
 * thirteenth bank, written after the twelfth's fixes, labelled before either judge read it, run once and then
 * opened; fresh12: the fourteenth bank, written after the thirteenth's fixes, labelled before either judge read it,
 * run once and then opened; fresh13: the fifteenth bank, written after the fourteenth's fixes, likewise; fresh14:
 * the sixteenth bank, written after the fifteenth's fixes, likewise; fresh15: the seventeenth, after the sixteenth's;
 * fresh16: the eighteenth, after the seventeenth's; fresh17: the nineteenth, after the eighteenth's and the
 * stand-in fix; fresh18: the twentieth, after the nineteenth's; fresh19: the
 * twenty-first, in the style of chat models, after the twentieth's; fresh20: the
 * twenty-second, after the twenty-first's; fresh21: the twenty-third, after
 * the twenty-second's; fresh22: the twenty-fourth, after the twenty-third's; fresh23: the
 * twenty-fifth, after the twenty-fourth's; fresh24: the twenty-sixth, after the twenty-fifth's;
 * fresh25: the twenty-seventh, after the twenty-sixth's.
 * fresh26: the twenty-eighth, after the twenty-seventh's; fresh27: the twenty-ninth, after the twenty-eighth's;
 * fresh28: the thirtieth, after the twenty-ninth's.
 * fresh29: the thirty-first, after the thirtieth's.
 * fresh30: the thirty-second, after the thirty-first's.
 * fresh31: the thirty-third, after the thirty-second's (partly in the style of chat models).
 * fresh32: the thirty-fourth, after the thirty-third's.
 * fresh33: the thirty-fifth, after the thirty-fourth's.
 * fresh34: the thirty-sixth, after the thirty-fifth's.
 * fresh35: the thirty-seventh, after the thirty-sixth's.
 * fresh36: the thirty-eighth, after the thirty-seventh's.
 * fresh37: the thirty-ninth, after the thirty-eighth's (longer answers, in the manner of chat models).
 * fresh38: the fortieth, after the thirty-ninth's.
 * fresh39: the forty-first, after the fortieth's.
 * fresh40: the forty-second, after the forty-first's.
 * fresh41: the forty-third, after the forty-second's (a later session).
 * fresh42: the forty-fourth, after the forty-third's.
 * fresh43: the forty-fifth, after the forty-fourth's.
 * fresh44: the forty-sixth, after the forty-fifth's.
 * fresh45: the forty-seventh, after the forty-sixth's.
 * fresh46: the forty-eighth, after the forty-seventh's (a later session).
 * fresh47: the forty-ninth, after the forty-eighth's.
 * fresh48: the fiftieth, after the forty-ninth's.
 * fresh49: the fifty-first, after the fiftieth's.
 * fresh50: the fifty-second, after the fifty-first's.
 * fresh51: the fifty-third, after the fifty-second's.
 * fresh52: the fifty-fourth, after the fifty-third's.
 * fresh53: the fifty-fifth, after the fifty-fourth's.
 * fresh54: the fifty-sixth, after the fifty-fifth's.
 * fresh55: the fifty-seventh, after the fifty-sixth's.
 * fresh56: the fifty-eighth, after the fifty-seventh's.
 * fresh57: the fifty-ninth, after the fifty-eighth's.
 * fresh58: the sixtieth, after the fifty-ninth's.
 * fresh59: the sixty-first, after the sixtieth's.
 * fresh60: the sixty-second, after the sixty-first's.
 * fresh61: the sixty-third, after the sixty-second's.
 * fresh62: the sixty-fourth, after the sixty-third's.
 * fresh63: the sixty-fifth, after the sixty-fourth's.
 * fresh64: the sixty-sixth, after the sixty-fifth's.
 * fresh65: the sixty-seventh, after the sixty-sixth's.
 * fresh66: the sixty-eighth, after the sixty-seventh's.
 * fresh67: the sixty-ninth, after the sixty-eighth's.
 * fresh68: the seventieth, after the sixty-ninth's.
 * fresh69: the seventy-first, after the seventieth's.
 * fresh70: the seventy-second, after the seventy-first's.
 * fresh71: the seventy-third, after the seventy-second's.
 * fresh72: the seventy-fourth, after the seventy-third's.
 * fresh73: the seventy-fifth, after the seventy-fourth's.
 * fresh74: the seventy-sixth, after the seventy-fifth's.
 * fresh75: the seventy-seventh, after the seventy-sixth's.
 * fresh76: the seventy-eighth, after the seventy-seventh's.
 * fresh77: the seventy-ninth, after the seventy-eighth's.
 * fresh78: the eightieth, after the seventy-ninth's.
 * fresh79: the eighty-first, after the eightieth's.
 * fresh80: the eighty-second, after the eighty-first's.
 * fresh81: the eighty-third, after the eighty-second's.
 * fresh82: the eighty-fourth, after the eighty-third's.
 * fresh83: the eighty-fifth, after the eighty-fourth's.
 * fresh84: the eighty-sixth, after the eighty-fifth's.
 * fresh85: the eighty-seventh, after the eighty-sixth's.
 * fresh86: the eighty-eighth, after the eighty-seventh's.
 * fresh87: the eighty-ninth, after the eighty-eighth's.
 * fresh88: the ninetieth, after the eighty-ninth's.
 * fresh89: the ninety-first, after the ninetieth's.
 * fresh90: the ninety-second, after the ninety-first's.
 * fresh91: the ninety-third, after the ninety-second's.
 * fresh92: the ninety-fourth, after the ninety-third's.
 * fresh93: the ninety-fifth, after the ninety-fourth's.
 * fresh94: the ninety-sixth, after the ninety-fifth's.
 * fresh95: the ninety-seventh, after the ninety-sixth's.
 * fresh96: the ninety-eighth, after the ninety-seventh's.
 * fresh97: the ninety-ninth, after the ninety-eighth's.
 * fresh98: the hundredth, after the ninety-ninth's.
 * fresh99: the hundred-and-first, after the hundredth's.
 * fresh100: the hundred-and-second, after the hundred-and-first's.
 * fresh101: the hundred-and-third, after the hundred-and-second's.
 * fresh102: the hundred-and-fourth, after the hundred-and-third's.
 * fresh103: the hundred-and-fifth, after the hundred-and-fourth's.
 * fresh104: the hundred-and-sixth, after the hundred-and-fifth's.
 * fresh105: the hundred-and-seventh, after the hundred-and-sixth's.
 * fresh106: the hundred-and-eighth, after the hundred-and-seventh's.
 * fresh107: the hundred-and-ninth, after the hundred-and-eighth's.
 * fresh108: the hundred-and-tenth, after the hundred-and-ninth's.
 * fresh109: the hundred-and-eleventh, after the hundred-and-tenth's.
 * fresh110: the hundred-and-twelfth, after the hundred-and-eleventh's.
 * fresh111: the hundred-and-thirteenth, after the hundred-and-twelfth's.
 * fresh112: the hundred-and-fourteenth, after the hundred-and-thirteenth's.
 * fresh113: the hundred-and-fifteenth, after the hundred-and-fourteenth's.
 * fresh114: the hundred-and-sixteenth, after the hundred-and-fifteenth's.
 * fresh115: the hundred-and-seventeenth, after the hundred-and-sixteenth's.
 * fresh116: the hundred-and-eighteenth, after the hundred-and-seventeenth's.
 * fresh117: the hundred-and-nineteenth, after the hundred-and-eighteenth's.
 * fresh118: the hundred-and-twentieth, after the hundred-and-nineteenth's.
 * fresh119: the hundred-and-twenty-first, after the hundred-and-twentieth's.
 * fresh120: the hundred-and-twenty-second, after the hundred-and-twenty-first's.
 * fresh121: the hundred-and-twenty-third, after the hundred-and-twenty-second's.
 * fresh122: the hundred-and-twenty-fourth, after the hundred-and-twenty-third's.
 * fresh123: the hundred-and-twenty-fifth, after the hundred-and-twenty-fourth's.
 * fresh124: the hundred-and-twenty-sixth, after the hundred-and-twenty-fifth's.
 * fresh125: the hundred-and-twenty-seventh, after the hundred-and-twenty-sixth's.
 * fresh126: the hundred-and-twenty-eighth, after the hundred-and-twenty-seventh's.
 * fresh127: the hundred-and-twenty-ninth, after the hundred-and-twenty-eighth's.
 * fresh128: the hundred-and-thirtieth, after the hundred-and-twenty-ninth's.
 * fresh129: the hundred-and-thirty-first, after the hundred-and-thirtieth's.
 * fresh130: the hundred-and-thirty-second, after the hundred-and-thirty-first's.
 * fresh131: the hundred-and-thirty-third, after the hundred-and-thirty-second's.
 * fresh132: the hundred-and-thirty-fourth, after the hundred-and-thirty-third's.
 * fresh133: the hundred-and-thirty-fifth, after the hundred-and-thirty-fourth's.
 * fresh134: the hundred-and-thirty-sixth, after the hundred-and-thirty-fifth's.
 * fresh135: the hundred-and-thirty-seventh, after the hundred-and-thirty-sixth's.
 * fresh136: the hundred-and-thirty-eighth, after the hundred-and-thirty-seventh's.
 * fresh137: the hundred-and-thirty-ninth, after the hundred-and-thirty-eighth's.
 * fresh138: the hundred-and-fortieth, after the hundred-and-thirty-ninth's.
 * fresh139: the hundred-and-forty-first, after the hundred-and-fortieth's.
 * fresh140: the hundred-and-forty-second, after the hundred-and-forty-first's.
 * fresh141: the hundred-and-forty-third, after the hundred-and-forty-second's.
 * fresh142: the hundred-and-forty-fourth, after the hundred-and-forty-third's.
 * fresh143: the hundred-and-forty-fifth, after the hundred-and-forty-fourth's.
 * fresh144: the hundred-and-forty-sixth, after the hundred-and-forty-fifth's.
 * fresh145: the hundred-and-forty-seventh, after the hundred-and-forty-sixth's.
 * fresh146: the hundred-and-forty-eighth, after the hundred-and-forty-seventh's.
 * fresh147: the hundred-and-forty-ninth, after the hundred-and-forty-eighth's.
 * fresh148: the hundred-and-fiftieth, after the hundred-and-forty-ninth's.
 * fresh149: the hundred-and-fifty-first, after the hundred-and-fiftieth's.
 * fresh150: the hundred-and-fifty-second, after the hundred-and-fifty-first's.
 * fresh151: the hundred-and-fifty-third, after the hundred-and-fifty-second's.
 * fresh152: the hundred-and-fifty-fourth, after the hundred-and-fifty-third's.
 * fresh153: the hundred-and-fifty-fifth, after the hundred-and-fifty-fourth's.
 * fresh154: the hundred-and-fifty-sixth, after the hundred-and-fifty-fifth's.
 * fresh155: the hundred-and-fifty-seventh, after the hundred-and-fifty-sixth's.
 * fresh156: the hundred-and-fifty-eighth, after the hundred-and-fifty-seventh's.
 * fresh157: the hundred-and-fifty-ninth, after the hundred-and-fifty-eighth's.
 * fresh158: the hundred-and-sixtieth, after the hundred-and-fifty-ninth's.
 * fresh159: the hundred-and-sixty-first, after the hundred-and-sixtieth's.
 * fresh160: the hundred-and-sixty-second, after the hundred-and-sixty-first's.
 * fresh161: the hundred-and-sixty-third, after the hundred-and-sixty-second's.
 * fresh162: the hundred-and-sixty-fourth, after the hundred-and-sixty-third's.
 * fresh163: the hundred-and-sixty-fifth, after the hundred-and-sixty-fourth's.
 * fresh164: the hundred-and-sixty-sixth, after the hundred-and-sixty-fifth's.
 * fresh165: the hundred-and-sixty-seventh, after the hundred-and-sixty-sixth's.
 * fresh166: the hundred-and-sixty-eighth, after the hundred-and-sixty-seventh's.
 * fresh167: the hundred-and-sixty-ninth, after the hundred-and-sixty-eighth's.
 * fresh168: the hundred-and-seventieth, after the hundred-and-sixty-ninth's.
 * fresh169: the hundred-and-seventy-first, after the hundred-and-seventieth's.
 * fresh170: the hundred-and-seventy-second, after the hundred-and-seventy-first's.
 * fresh171: the hundred-and-seventy-third, after the hundred-and-seventy-second's.
 */
export type RealisticSplit = "dev" | "heldout" | NonNullable<(typeof BANK_FILES)[keyof typeof BANK_FILES]["split"]>;
