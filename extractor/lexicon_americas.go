package extractor

// americanLeagues lists the clubs of MLS and the NWSL (2025-26, with the 2026
// NWSL expansion sides), and the big clubs of Mexico, Brazil, Argentina and
// Uruguay. A city name two clubs of one city share ("Portland", "Seattle") is
// declared by both, so it names neither without the report's help.
func americanLeagueRows() []leagueData {
	return []leagueData{
		{country: "United States", name: "MLS", clubs: []clubRow{
			{"Atlanta United", "Atlanta|ATL UTD", "Five Stripes", "Mercedes-Benz Stadium"},
			{"Austin FC", "Austin", "", "Q2 Stadium"},
			{"Charlotte FC", "Charlotte", "", "Bank of America Stadium"},
			{"Chicago Fire", "Chicago|Chicago Fire FC|~Fire", "Men in Red", "Soldier Field|SeatGeek Stadium=Toyota Park"},
			{"FC Cincinnati", "Cincinnati|FCC|FC Cincy|Cincy", "", "TQL Stadium|Nippert Stadium"},
			{"Colorado Rapids", "Colorado|Rapids", "", "Dick's Sporting Goods Park"},
			{"Columbus Crew", "Columbus|Crew|Columbus Crew SC", "", "ScottsMiracle-Gro Field=Lower.com Field|Historic Crew Stadium=Mapfre Stadium"},
			{"D.C. United", "DC United|DCU", "Black-and-Red", "Audi Field|RFK Stadium=Robert F. Kennedy Memorial Stadium"},
			{"FC Dallas", "Dallas|FCD", "~Hoops", "Toyota Stadium=Pizza Hut Park"},
			{"Houston Dynamo", "Houston|Houston Dynamo FC|~Dynamo", "", "Shell Energy Stadium=PNC Stadium=BBVA Stadium"},
			{"Sporting Kansas City", "Sporting KC|SKC|Kansas City", "", "Children's Mercy Park=Sporting Park"},
			{"LA Galaxy", "Los Angeles Galaxy|Galaxy|~Los Angeles", "", "Dignity Health Sports Park=StubHub Center=Home Depot Center"},
			{"Los Angeles FC", "LAFC|~Los Angeles", "", "BMO Stadium=Banc of California Stadium"},
			{"Inter Miami", "Inter Miami CF|Miami", "Herons|Las Garzas", "Chase Stadium=DRV PNK Stadium"},
			{"Minnesota United", "Minnesota|MNUFC", "Loons", "Allianz Field"},
			{"CF Montréal", "Montréal|Montreal Impact|~Impact", "", "Stade Saputo"},
			{"Nashville SC", "Nashville", "", "Geodis Park|Nissan Stadium"},
			{"New England Revolution", "New England|~Revolution|Revs", "", "Gillette Stadium|Foxboro Stadium"},
			{"New York City FC", "NYCFC|New York City", "", "Yankee Stadium"},
			{"New York Red Bulls", "Red Bulls|NY Red Bulls|RBNY|~New York", "Metros", "Sports Illustrated Stadium=Red Bull Arena"},
			{"Orlando City", "Orlando City SC|Orlando", "~Lions", "Inter&Co Stadium=Exploria Stadium|Camping World Stadium=Citrus Bowl"},
			{"Philadelphia Union", "Philadelphia|Philly", "", "Subaru Park=Talen Energy Stadium=PPL Park"},
			{"Portland Timbers", "Portland|Timbers", "", "Providence Park=Jeld-Wen Field"},
			{"Real Salt Lake", "RSL|Salt Lake|~Utah", "", "America First Field=Rio Tinto Stadium"},
			{"San Diego FC", "San Diego|SDFC", "", "Snapdragon Stadium"},
			{"San Jose Earthquakes", "San Jose|Earthquakes|Quakes", "", "PayPal Park=Avaya Stadium|Buck Shaw Stadium"},
			{"Seattle Sounders", "Seattle|Sounders|Seattle Sounders FC", "Rave Green", "Lumen Field=CenturyLink Field"},
			{"St. Louis City SC", "St. Louis City|St. Louis|STL City", "", "Energizer Park=CityPark"},
		}},
		{country: "Canada", name: "MLS", clubs: []clubRow{
			{"Toronto FC", "Toronto|TFC", "~Reds", "BMO Field"},
			{"Vancouver Whitecaps", "Vancouver|Whitecaps|~Caps", "", "BC Place"},
		}},
		{country: "United States", name: "NWSL", women: true, clubs: []clubRow{
			{"Angel City FC", "Angel City|ACFC|~Los Angeles", "", "BMO Stadium"},
			{"Bay FC", "", "", "PayPal Park"},
			{"Boston Legacy", "Boston|Boston Legacy FC", "", "White Stadium"},
			{"Chicago Stars", "Chicago Stars FC|Chicago Red Stars|Red Stars|Chicago", "",
				"Martin Stadium=Northwestern Medicine Field at Martin Stadium|SeatGeek Stadium"},
			{"Denver Summit", "Denver|Denver Summit FC", "", ""},
			{"Gotham FC", "NJ/NY Gotham FC|NJ/NY Gotham|Gotham|Sky Blue FC", "", "Sports Illustrated Stadium=Red Bull Arena"},
			{"Houston Dash", "Houston|~Dash", "", "Shell Energy Stadium=PNC Stadium=BBVA Stadium"},
			{"Kansas City Current", "KC Current|Kansas City|~Current", "", "CPKC Stadium"},
			{"North Carolina Courage", "NC Courage|North Carolina|~Courage", "", "WakeMed Soccer Park=First Horizon Stadium"},
			{"Orlando Pride", "Orlando|~Pride", "", "Inter&Co Stadium=Exploria Stadium"},
			{"Portland Thorns", "Portland|Thorns", "", "Providence Park"},
			{"Racing Louisville", "Louisville", "", "Lynn Family Stadium"},
			{"San Diego Wave", "San Diego|~Wave", "", "Snapdragon Stadium"},
			{"Seattle Reign", "Seattle|Reign|OL Reign", "", "Lumen Field"},
			{"Utah Royals", "Utah|~Royals", "", "America First Field=Rio Tinto Stadium"},
			{"Washington Spirit", "Washington|~Spirit", "", "Audi Field|Segra Field"},
		}},
		{country: "Mexico", name: "Liga MX", clubs: []clubRow{
			{"Club América", "~América", "Águilas|Las Águilas|Azulcremas|~Eagles", "Estadio Azteca=Azteca=Estadio Banorte|Estadio Ciudad de los Deportes"},
			{"Guadalajara", "Chivas|Chivas Guadalajara|CD Guadalajara", "Rebaño Sagrado", "Estadio Akron=Estadio Omnilife|Estadio Jalisco"},
			{"Cruz Azul", "", "La Máquina|Cementeros", ""},
			{"UNAM Pumas", "Pumas|Pumas UNAM|UNAM", "", "Estadio Olímpico Universitario"},
			{"Monterrey", "CF Monterrey", "Rayados", "Estadio BBVA=BBVA Bancomer Stadium"},
			{"Tigres UANL", "Tigres|UANL", "~Tigers", "Estadio Universitario=El Volcán"},
			{"Toluca", "Deportivo Toluca", "Diablos Rojos|~Red Devils", "Estadio Nemesio Díez=Nemesio Díez"},
			{"Pachuca", "CF Pachuca", "Tuzos", "Estadio Hidalgo"},
			{"Club León", "~León", "La Fiera", "Estadio León"},
			{"Santos Laguna", "~Santos", "Guerreros", "Estadio Corona"},
		}},
		{country: "Brazil", name: "Brasileirão", clubs: []clubRow{
			{"Flamengo", "CR Flamengo", "Mengão", "Maracanã=Maracanã Stadium=Estádio do Maracanã"},
			{"Fluminense", "~Flu", "~Tricolor", "Maracanã=Maracanã Stadium=Estádio do Maracanã|Laranjeiras"},
			{"Palmeiras", "SE Palmeiras", "Verdão", "Allianz Parque|Palestra Itália"},
			{"Corinthians", "SC Corinthians", "Timão", "Neo Química Arena=Arena Corinthians=Itaquerão|Pacaembu"},
			{"São Paulo", "São Paulo FC", "Tricolor Paulista|~Tricolor", "MorumBIS=Morumbi=Estádio do Morumbi"},
			{"Santos", "Santos FC", "Peixe", "Vila Belmiro=Urbano Caldeira"},
			{"Vasco da Gama", "Vasco", "Cruzmaltino", "São Januário"},
			{"Botafogo", "", "Glorioso|Fogão", "Estádio Nilton Santos=Engenhão"},
			{"Grêmio", "", "Tricolor Gaúcho|Imortal", "Arena do Grêmio|Estádio Olímpico Monumental"},
			{"Internacional", "Inter de Porto Alegre|SC Internacional|~Inter", "~Colorado", "Beira-Rio=Estádio Beira-Rio"},
			{"Atlético Mineiro", "Atlético-MG|~Atlético", "Galo", "Arena MRV|~Mineirão"},
			{"Cruzeiro", "", "Raposa", "Mineirão=Estádio Mineirão"},
		}},
		{country: "Argentina", name: "Argentine Primera División", clubs: []clubRow{
			{"Boca Juniors", "Boca", "Xeneizes|Los Xeneizes", "La Bombonera=Bombonera=Estadio Alberto J. Armando"},
			{"River Plate", "~River", "Millonarios|Los Millonarios", "Estadio Monumental=Monumental=Estadio Más Monumental=Más Monumental"},
			{"Racing Club", "Racing Club de Avellaneda", "La Academia", "El Cilindro=Estadio Presidente Perón"},
			{"Independiente", "CA Independiente", "El Rojo", "Estadio Libertadores de América"},
			{"San Lorenzo", "San Lorenzo de Almagro", "Cuervos|Los Cuervos", "Estadio Pedro Bidegain=Nuevo Gasómetro"},
			{"Estudiantes", "Estudiantes de La Plata", "Pincharratas", "Estadio Jorge Luis Hirschi"},
			{"Vélez Sarsfield", "Vélez", "Fortín", "Estadio José Amalfitani=José Amalfitani"},
			{"Newell's Old Boys", "Newell's", "Leprosos", "Estadio Marcelo Bielsa"},
			{"Rosario Central", "", "Canallas", "Gigante de Arroyito"},
		}},
		{country: "Uruguay", name: "Uruguayan Primera División", clubs: []clubRow{
			{"Peñarol", "CA Peñarol", "Carboneros|Manyas", "Estadio Campeón del Siglo"},
			{"Nacional de Montevideo", "Club Nacional|Club Nacional de Football|~Nacional", "Bolsos", "Gran Parque Central"},
		}},
	}
}

// worldLeagues lists the clubs of the A-League, the big clubs of Saudi Arabia,
// Qatar, Japan, South Korea and Africa.
func worldLeagueRows() []leagueData {
	return []leagueData{
		{country: "Australia", name: "A-League", clubs: []clubRow{
			{"Adelaide United", "Adelaide", "~Reds", "Coopers Stadium=Hindmarsh Stadium"},
			{"Brisbane Roar", "Brisbane|~Roar", "", "Suncorp Stadium=Lang Park"},
			{"Central Coast Mariners", "Central Coast|Mariners|CCM", "", "Industree Group Stadium=Central Coast Stadium"},
			{"Macarthur FC", "Macarthur|Macarthur Bulls", "~Bulls", "Campbelltown Sports Stadium"},
			{"Melbourne City", "", "", "AAMI Park=Melbourne Rectangular Stadium"},
			{"Melbourne Victory", "~Victory", "Big V", "AAMI Park=Melbourne Rectangular Stadium|Marvel Stadium=Docklands Stadium"},
			{"Newcastle Jets", "Jets|~Newcastle", "", "McDonald Jones Stadium=Newcastle International Sports Centre=Hunter Stadium"},
			{"Perth Glory", "Perth|~Glory", "", "HBF Park=Perth Oval"},
			{"Sydney FC", "", "~Sky Blues", "Sydney Football Stadium=Allianz Stadium"},
			{"Western Sydney Wanderers", "Western Sydney|WSW", "", "CommBank Stadium=Western Sydney Stadium=Bankwest Stadium"},
			{"Western United", "", "", "Ironbark Fields"},
		}},
		{country: "New Zealand", name: "A-League", clubs: []clubRow{
			{"Auckland FC", "Auckland", "Black Knights", "Go Media Stadium=Mount Smart Stadium"},
			{"Wellington Phoenix", "Wellington|~Phoenix|Nix", "", "Sky Stadium=Wellington Regional Stadium"},
		}},
		{country: "Saudi Arabia", name: "Saudi Pro League", clubs: []clubRow{
			{"Al-Hilal", "Hilal", "", "Kingdom Arena"},
			{"Al-Nassr", "Nassr", "", "Al-Awwal Park=Mrsool Park"},
			{"Al-Ittihad", "Ittihad|Ittihad Jeddah", "", "King Abdullah Sports City=Alinma Bank Stadium"},
			{"Al-Ahli", "Ahli|Al-Ahli Jeddah", "", "King Abdullah Sports City=Alinma Bank Stadium"},
			{"Al-Qadsiah", "Qadsiah", "", ""},
			{"Al-Ettifaq", "Ettifaq", "", ""},
			{"Al-Shabab", "", "", ""},
		}},
		{country: "Qatar", name: "Qatar Stars League", clubs: []clubRow{
			{"Al-Sadd", "", "", "Jassim bin Hamad Stadium"},
		}},
		{country: "Japan", name: "J1 League", clubs: []clubRow{
			{"Urawa Red Diamonds", "Urawa Reds|Urawa", "", "Saitama Stadium 2002"},
			{"Kawasaki Frontale", "Frontale", "", "Todoroki Athletics Stadium"},
			{"Yokohama F. Marinos", "Yokohama Marinos|Marinos", "", "Nissan Stadium=International Stadium Yokohama"},
			{"Vissel Kobe", "Kobe", "", "Noevir Stadium Kobe"},
			{"Kashima Antlers", "Kashima", "Antlers", "Kashima Soccer Stadium"},
		}},
		{country: "South Korea", name: "K League 1", clubs: []clubRow{
			{"Ulsan HD", "Ulsan Hyundai|Ulsan", "", "Munsu Football Stadium"},
			{"Jeonbuk Hyundai Motors", "Jeonbuk", "", "Jeonju World Cup Stadium"},
		}},
		{country: "Egypt", name: "Egyptian Premier League", clubs: []clubRow{
			{"Al Ahly", "Ahly", "", "~Cairo International Stadium"},
			{"Zamalek", "", "White Knights", ""},
		}},
		{country: "Morocco", name: "Botola Pro", clubs: []clubRow{
			{"Wydad Casablanca", "Wydad|Wydad AC", "", "Stade Mohammed V"},
			{"Raja Casablanca", "Raja|Raja CA", "", "Stade Mohammed V"},
		}},
		{country: "South Africa", name: "South African Premiership", clubs: []clubRow{
			{"Kaizer Chiefs", "~Chiefs", "Amakhosi", "FNB Stadium=Soccer City"},
			{"Orlando Pirates", "~Pirates", "Buccaneers", "Orlando Stadium"},
			{"Mamelodi Sundowns", "Sundowns", "Masandawana", "Loftus Versfeld"},
		}},
	}
}
