package extractor

import "strings"

// competitions lists leagues, cups and tournaments with their sponsor names
// and abbreviations. A tournament held in named years has a dated form.
func competitionRows() []compRow {
	return []compRow{
		// England
		{"Premier League", "", "English Premier League|Barclays Premier League|EPL|FA Premier League|Premiership|Barclays Premiership"},
		{"Championship", "", "EFL Championship|Sky Bet Championship|npower Championship|Coca-Cola Championship|Football League Championship"},
		{"League One", "", "EFL League One|Sky Bet League One|League 1|Football League One"},
		{"League Two", "", "EFL League Two|Sky Bet League Two|League 2|Football League Two"},
		{"Championship play-offs", "", "Championship play-off final|Championship play-off|Championship play-off semi-final|Coca-Cola Championship play-off final|Sky Bet Championship play-off final"},
		{"League One play-offs", "", "League One play-off final|League One play-off|League One play-off semi-final|Coca-Cola League One play-off final|Sky Bet League One play-off final"},
		{"League Two play-offs", "", "League Two play-off final|League Two play-off|League Two play-off semi-final|Coca-Cola League Two play-off final|Sky Bet League Two play-off final"},
		{"National League", "", "Vanarama National League|Conference Premier|Football Conference"},
		{"FA Cup", "", "Emirates FA Cup|English FA Cup|FA Challenge Cup"},
		{"League Cup", "", "EFL Cup|Carabao Cup|Capital One Cup|Carling Cup|Worthington Cup|Coca-Cola Cup|Football League Cup|Milk Cup|Rumbelows Cup"},
		{"Community Shield", "", "FA Community Shield|Charity Shield"},
		{"EFL Trophy", "", "Football League Trophy|Bristol Street Motors Trophy|Papa John's Trophy|Checkatrade Trophy|Johnstone's Paint Trophy|EFL Vertu Trophy|Vertu Trophy"},
		{"Women's Super League", "", "WSL|FA WSL|Barclays WSL|Barclays Women's Super League|FA Women's Super League|Women's Super League 1"},
		{"Women's Championship", "", "WSL 2|Barclays Women's Championship|FA Women's Championship|Women's Super League 2"},
		{"Women's FA Cup", "", "FA Women's Cup|Adobe Women's FA Cup|Vitality Women's FA Cup|Women's FA Challenge Cup"},
		{"Women's League Cup", "", "FA Women's League Cup|Continental Cup|Conti Cup|Subway Women's League Cup|Continental Tyres Cup"},
		// Scotland, Wales, Ireland
		{"Scottish Premiership", "", "SPFL Premiership|William Hill Premiership|cinch Premiership|Scottish Premier League|SPL|Ladbrokes Premiership"},
		{"Scottish Championship", "", "SPFL Championship|William Hill Championship"},
		{"Scottish Cup", "", "Scottish FA Cup|William Hill Scottish Cup|Tennent's Scottish Cup"},
		{"Scottish League Cup", "", "Premier Sports Cup|Viaplay Cup|Betfred Cup|Scottish Communities League Cup"},
		{"Cymru Premier", "", "JD Cymru Premier|Welsh Premier League"},
		{"FAI Cup", "", "Sports Direct FAI Cup|Extra.ie FAI Cup|FAI Senior Cup"},
		{"League of Ireland", "", "League of Ireland Premier Division|SSE Airtricity League|Airtricity League"},
		{"NIFL Premiership", "", "Irish Premiership|Sports Direct Premiership|Danske Bank Premiership"},
		// UEFA and FIFA club competitions
		{"Champions League", "", "UEFA Champions League|UCL|European Cup"},
		{"Europa League", "", "UEFA Europa League|UEL|UEFA Cup"},
		{"Conference League", "", "UEFA Conference League|Europa Conference League|UEFA Europa Conference League|UECL"},
		{"UEFA Super Cup", "", "Super Cup|European Super Cup"},
		{"Women's Champions League", "", "UEFA Women's Champions League|UWCL"},
		{"Club World Cup", "Club World Cup", "FIFA Club World Cup"},
		{"Intercontinental Cup", "", "FIFA Intercontinental Cup"},
		// Spain
		{"La Liga", "", "LaLiga|Liga|Primera División|LaLiga EA Sports|LaLiga Santander|Spanish La Liga|Liga BBVA"},
		{"Segunda División", "", "LaLiga Hypermotion|LaLiga 2|Segunda|LaLiga SmartBank"},
		{"Copa del Rey", "", "Spanish Cup|King's Cup"},
		{"Supercopa de España", "", "Spanish Super Cup|Supercopa"},
		{"Liga F", "", "Liga F Moeve|Primera División Femenina"},
		// Italy
		{"Serie A", "", "Italian Serie A|Serie A TIM|Serie A Enilive"},
		{"Serie B", "", "Serie BKT"},
		{"Coppa Italia", "", "Italian Cup|Coppa Italia Frecciarossa"},
		{"Supercoppa Italiana", "", "Italian Super Cup"},
		// Germany
		{"Bundesliga", "", "German Bundesliga|1. Bundesliga"},
		{"2. Bundesliga", "", "Zweite Bundesliga|Bundesliga 2"},
		{"DFB-Pokal", "", "German Cup|DFB Cup"},
		{"DFL-Supercup", "", "German Super Cup"},
		{"Frauen-Bundesliga", "", "Google Pixel Frauen-Bundesliga|German women's Bundesliga"},
		// France
		{"Ligue 1", "", "French Ligue 1|Ligue 1 McDonald's|Ligue 1 Uber Eats|Ligue 1 Conforama"},
		{"Ligue 2", "", "Ligue 2 BKT"},
		{"Coupe de France", "", "French Cup"},
		{"Trophée des Champions", "", "French Super Cup"},
		{"Première Ligue", "", "D1 Arkema|Division 1 Féminine"},
		// Elsewhere in Europe
		{"Eredivisie", "", "Dutch Eredivisie|VriendenLoterij Eredivisie"},
		{"KNVB Cup", "", "Dutch Cup|KNVB Beker|TOTO KNVB Beker"},
		{"Primeira Liga", "", "Liga Portugal|Liga Portugal Betclic|Liga NOS|Portuguese Primeira Liga|Portuguese Liga|Portuguese Premier League|Portuguese league"},
		{"Taça de Portugal", "", "Portuguese Cup"},
		{"Belgian Pro League", "", "Jupiler Pro League|Belgian First Division A"},
		{"Süper Lig", "", "Turkish Super Lig|Trendyol Süper Lig"},
		{"Super League Greece", "", "Greek Super League"},
		{"Russian Premier League", "", "RPL|Russian Premier Liga"},
		{"Ukrainian Premier League", "", "Ukrainian Premier Liha"},
		{"Austrian Bundesliga", "", "Austrian Football Bundesliga"},
		{"Swiss Super League", "", "Credit Suisse Super League"},
		{"Danish Superliga", "", "3F Superliga|Superliga"},
		{"Allsvenskan", "", "Swedish Allsvenskan"},
		{"Eliteserien", "", "Norwegian Eliteserien"},
		// The Americas
		{"MLS", "", "Major League Soccer"},
		{"MLS Cup", "MLS Cup", "MLS Cup final|MLS Cup Playoffs|MLS playoffs"},
		{"US Open Cup", "", "U.S. Open Cup|Lamar Hunt U.S. Open Cup|Lamar Hunt US Open Cup"},
		{"Leagues Cup", "Leagues Cup", ""},
		{"CONCACAF Champions Cup", "", "CONCACAF Champions League"},
		{"NWSL", "", "National Women's Soccer League"},
		{"NWSL Championship", "NWSL Championship", "NWSL final|NWSL Championship game"},
		{"NWSL Challenge Cup", "NWSL Challenge Cup", "Challenge Cup"},
		{"Liga MX", "", "Liga BBVA MX|Mexican Liga MX"},
		{"Brasileirão", "", "Campeonato Brasileiro|Campeonato Brasileiro Série A|Brazilian Serie A|Brasileirao"},
		{"Argentine Primera División", "", "Liga Profesional|Argentine Primera|Liga Profesional de Fútbol"},
		{"Copa Libertadores", "", "Libertadores|CONMEBOL Libertadores"},
		{"Copa Sudamericana", "", "Sudamericana|CONMEBOL Sudamericana"},
		// Asia, Oceania and Africa
		{"A-League", "", "A-League Men|A-Leagues|Isuzu UTE A-League|Hyundai A-League"},
		{"A-League Women", "", "W-League|Liberty A-League Women"},
		{"Saudi Pro League", "", "Roshn Saudi League|Saudi Professional League"},
		{"K League 1", "", "K League|K-League|K League Classic"},
		{"J1 League", "", "J.League|J-League|Meiji Yasuda J1 League"},
		{"AFC Champions League", "", "AFC Champions League Elite|ACL Elite|Asian Champions League"},
		{"CAF Champions League", "", "TotalEnergies CAF Champions League"},
		{"NCAA Women's College Cup", "", "Women's College Cup|NCAA College Cup|NCAA women's tournament|NCAA Division I Women's Soccer Tournament"},
		{"NCAA Men's College Cup", "", "Men's College Cup|NCAA men's tournament|NCAA Division I Men's Soccer Tournament"},
		// National teams
		{"World Cup", "World Cup", "FIFA World Cup|Mundial"},
		{"Women's World Cup", "Women's World Cup", "FIFA Women's World Cup"},
		{"World Cup qualifying", "", "World Cup qualifier|World Cup qualifiers|World Cup qualification|World Cup qualifying round"},
		{"European Championship", "Euro", "Euro|Euros|UEFA European Championship|European Championships|UEFA Euro"},
		{"Women's European Championship", "Women's Euro", "Women's Euro|Women's Euros|UEFA Women's Euro|UEFA Women's European Championship"},
		{"Euro qualifying", "", "Euro qualifier|Euro qualifiers|European Qualifiers|European Championship qualifying|European Championship qualifier"},
		{"Nations League", "", "UEFA Nations League|Women's Nations League|UEFA Women's Nations League"},
		{"CONCACAF Nations League", "", ""},
		{"Copa América", "Copa América", "CONMEBOL Copa América"},
		{"Gold Cup", "Gold Cup", "CONCACAF Gold Cup|CONCACAF W Gold Cup|W Gold Cup"},
		{"Africa Cup of Nations", "Africa Cup of Nations", "AFCON|Cup of Nations|African Cup of Nations|Total Africa Cup of Nations|Women's Africa Cup of Nations|WAFCON"},
		{"Asian Cup", "Asian Cup", "AFC Asian Cup|AFC Women's Asian Cup|Women's Asian Cup"},
		{"Olympics", "Olympics", "Olympic Games|Olympic football tournament|Olympic tournament"},
		{"Finalissima", "Finalissima", "CONMEBOL-UEFA Cup of Champions"},
		{"SheBelieves Cup", "SheBelieves Cup", ""},
		{"Arnold Clark Cup", "Arnold Clark Cup", ""},
		{"International friendly", "", "friendly international|international friendly match|international friendlies"},
	}
}

// splitYear takes a leading or trailing year or season ("2024", "2024-25",
// "2024/2025") off a key. single reports a lone year rather than a season.
func splitCompYear(k string) (base, year string, single bool) {
	toks := strings.Fields(k)
	if len(toks) < 2 {
		return "", "", false
	}
	if isYearToken(toks[0]) {
		if len(toks) > 2 && isSeasonEndToken(toks[1]) {
			return strings.Join(toks[2:], " "), toks[0], false
		}
		return strings.Join(toks[1:], " "), toks[0], true
	}
	n := len(toks)
	if n > 2 && isYearToken(toks[n-2]) && isSeasonEndToken(toks[n-1]) {
		return strings.Join(toks[:n-2], " "), toks[n-2], false
	}
	if isYearToken(toks[n-1]) {
		return strings.Join(toks[:n-1], " "), toks[n-1], true
	}
	return "", "", false
}

func isYearToken(s string) bool {
	return len(s) == 4 && (s[:2] == "19" || s[:2] == "20") && isDigitsToken(s)
}

func isSeasonEndToken(s string) bool {
	return (len(s) == 2 || len(s) == 4) && isDigitsToken(s)
}

func isDigitsToken(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// neutralVenues are grounds that are no club's home: national stadiums and
// tournament venues. Each is its canonical name, then other names after "=".
func neutralVenueRows() []string {
	return []string{
		"Wembley Stadium=Wembley=New Wembley",
		"Hampden Park=Hampden",
		"Principality Stadium=Millennium Stadium",
		"Aviva Stadium=Lansdowne Road=Dublin Arena",
		"Stade de France",
		"Stadium Australia=Accor Stadium=ANZ Stadium=Sydney Olympic Stadium",
		"Optus Stadium=Perth Stadium",
		"Melbourne Cricket Ground=MCG",
		"Eden Park",
		"Estadio de La Cartuja=La Cartuja=Estadio Olímpico de Sevilla=Estadio Olímpico de la Cartuja",
		"Estadio Centenario=Centenario",
		"Estádio Nacional=Jamor=Estádio Nacional do Jamor",
		"Luzhniki Stadium=Luzhniki",
		"Puskás Aréna",
		"Ernst Happel Stadion=Ernst-Happel-Stadion=Prater Stadium",
		"King Baudouin Stadium=Heysel Stadium=Heysel=Stade Roi Baudouin",
		"Ullevaal Stadion=Ullevaal",
		"Laugardalsvöllur",
		"Atatürk Olympic Stadium",
		"Lusail Stadium=Lusail Iconic Stadium",
		"Khalifa International Stadium",
		"Al Bayt Stadium",
		"Education City Stadium",
		"Ahmad bin Ali Stadium",
		"Al Thumama Stadium",
		"Al Janoub Stadium",
		"Stadium 974",
		"King Fahd International Stadium=King Fahd Stadium",
		"Cairo International Stadium",
		"Prince Moulay Abdellah Stadium",
		"Seoul World Cup Stadium",
		"Rose Bowl",
		"MetLife Stadium=Giants Stadium=New York New Jersey Stadium",
		"SoFi Stadium=Los Angeles Stadium",
		"AT&T Stadium=Dallas Stadium",
		"Arrowhead Stadium=GEHA Field at Arrowhead Stadium=Kansas City Stadium",
		"NRG Stadium=Houston Stadium",
		"Levi's Stadium=San Francisco Bay Area Stadium",
		"Lincoln Financial Field=Philadelphia Stadium",
		"Hard Rock Stadium=Miami Stadium",
		"Estadio Monumental de Lima",
		"Estadio Nacional de Chile",
	}
}

// defaultData is the lexicon's built-in data.
func defaultLexiconData() lexiconData {
	var leagues []leagueData
	for _, part := range [][]leagueData{englishLeagueRows(), scottishLeagueRows(), bigFiveLeagueRows(), otherEuropeanLeagueRows(),
		americanLeagueRows(), worldLeagueRows(), otherWorldLeagueRows(), moreLeagueRows()} {
		leagues = append(leagues, part...)
	}
	return lexiconData{
		leagues:  leagues,
		nations:  nationalTeamRows(),
		demonyms: clubDemonymRows(),
		regions:  regionWordRows(),
		venues:   neutralVenueRows(),
		comps:    competitionRows(),
	}
}
