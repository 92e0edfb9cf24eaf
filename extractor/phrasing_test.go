package extractor

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// phrasingGoal is what a test expects of one goal: its scorer, kind and
// chain (passers in order, ending with the scorer).
type phrasingGoal struct {
	Scorer string
	Kind   string
	Chain  []string
}

// TestGoalPhrasings checks ordinary ways reporters tell a goal, each in a
// small report of its own.
func TestGoalPhrasings(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []phrasingGoal
	}{
		{
			"plural club possessive before a name",
			"Wolves 1-2 Fulham\n\nFulham won at Molineux. The Cottagers' Raul Jimenez headed home in the 12th minute. " +
				"Wolves levelled soon after. Wolves' Matheus Cunha fired home from close range on 30 minutes. " +
				"Fulham went back in front when the Cottagers' Andreas Pereira drilled into the bottom corner after 77 minutes.",
			[]phrasingGoal{{"Raul Jimenez", "open_play", []string{"Raul Jimenez"}},
				{"Matheus Cunha", "open_play", []string{"Matheus Cunha"}},
				{"Andreas Pereira", "open_play", []string{"Andreas Pereira"}}},
		},
		{
			"a shot in off a defender told by role",
			"Everton 0-1 Fulham\n\nFulham won it late. Jim Carter's shot struck a defender and went in.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"a shot deflected off a player told by role",
			"Everton 1-1 Fulham\n\nJim Carter's drive deflected off a defender and into the net. Tom Baker's shot deflected off an opponent and wide.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"goal and assist told as absolute phrases",
			"Everton 2-0 Fulham\n\nEverton led at half-time, Jim Carter with the goal and Dan Moss with the assist. It was 2-0 soon after, Tom Baker with the second.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Dan Moss", "Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}},
		},
		{
			"with the goal at his mercy is a chance",
			"Everton 0-0 Fulham\n\nJim Carter, with the goal at his mercy, shot wide.",
			nil,
		},
		{
			"goals to two players",
			"Everton 2-0 Fulham\n\nGoals to Jim Carter and Tom Baker gave Everton the points.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}},
		},
		{
			"two players got the goals",
			"Everton 2-0 Fulham\n\nJim Carter and Tom Baker got the goals as Everton cruised.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}},
		},
		{
			"two players on target",
			"Everton 2-1 Fulham\n\nJim Carter and Tom Baker were on target for Everton. Dan Moss was the scorer for Fulham.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}, {"Dan Moss", "open_play", []string{"Dan Moss"}}},
		},
		{
			"on target with a saved shot is no goal",
			"Everton 0-0 Fulham\n\nJim Carter was on target with a low drive that Sam Hill held.",
			nil,
		},
		{
			"finished off a flowing move",
			"Everton 1-0 Fulham\n\nJim Carter finished off a flowing move in the second half.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"a goal named by the score it made",
			"Everton 2-0 Fulham\n\nJim Carter made the 1-0 after ten minutes and Tom Baker scored the 2-0 before the break. The 2-0 win lifts Everton to fourth.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}},
		},
		{
			"edged and nosed a club ahead",
			"Everton 2-1 Fulham\n\nJim Carter nosed Everton in front. Dan Moss drew Fulham level, but Tom Baker edged the hosts ahead again.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Dan Moss", "open_play", []string{"Dan Moss"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}},
		},
		{
			"first blood, off the mark, broke the ice",
			"Everton 2-1 Fulham\n\nJim Carter drew first blood for the hosts. Dan Moss got Fulham off the mark in reply. Tom Baker broke the ice in the second half with the winner.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Dan Moss", "open_play", []string{"Dan Moss"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}},
		},
		{
			"a player sank a club and punished a mistake",
			"Everton 2-0 Fulham\n\nJim Carter sank Fulham with a header. Tom Baker punished a mistake from Sam Hill late on.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}},
		},
		{
			"did the rest, was there to finish, had a simple tap-in",
			"Everton 3-0 Fulham\n\nDan Moss squared and Jim Carter did the rest. Tom Baker was there to finish a loose ball. Later Ed Price had a simple tap-in.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Dan Moss", "Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}, {"Ed Price", "open_play", []string{"Ed Price"}}},
		},
		{
			"assisted in the passive",
			"Everton 1-0 Fulham\n\nJim Carter was assisted by Dan Moss for the only goal.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Dan Moss", "Jim Carter"}}},
		},
		{
			"rounded the keeper to score",
			"Brentford 1-0 Everton\n\nRunning on to Mikkel Damsgaard's pass, Bryan Mbeumo rounded Everton goalkeeper Jordan Pickford to score after 64 minutes.",
			[]phrasingGoal{{"Bryan Mbeumo", "open_play", []string{"Mikkel Damsgaard", "Bryan Mbeumo"}}},
		},
		{
			"beat a defender to score",
			"Everton 1-0 Brentford\n\nDwight McNeil beat Ethan Pinnock to score the only goal on 52 minutes.",
			[]phrasingGoal{{"Dwight McNeil", "open_play", []string{"Dwight McNeil"}}},
		},
		{
			"wrong way with the keeper named in full",
			"Leeds United 0-1 Sunderland\n\nSunderland's Jobe Bellingham sent Leeds United goalkeeper Illan Meslier the wrong way from the spot on 55 minutes.",
			[]phrasingGoal{{"Jobe Bellingham", "penalty", []string{"Jobe Bellingham"}}},
		},
		{
			"finished past a keeper named with his club",
			"Southampton 0-1 Ipswich Town\n\nAfter 20 minutes Liam Delap seized on a loose pass and finished past the Saints' Aaron Ramsdale.",
			[]phrasingGoal{{"Liam Delap", "open_play", []string{"Liam Delap"}}},
		},
		{
			"who finished calmly",
			"Aston Villa 1-0 Brighton\n\nYouri Tielemans played the ball to Ollie Watkins, who finished coolly in the 39th minute.",
			[]phrasingGoal{{"Ollie Watkins", "open_play", []string{"Youri Tielemans", "Ollie Watkins"}}},
		},
		{
			"before finishing",
			"Norwich City 1-0 Hull City\n\nAngus Gunn launched a long ball upfield and Borja Sainz chested it down before finishing on the hour.",
			[]phrasingGoal{{"Borja Sainz", "open_play", []string{"Angus Gunn", "Borja Sainz"}}},
		},
		{
			"a long move with play switched and a man slipped in",
			"Bristol City 1-0 Millwall\n\nMax Bird switched play to Anis Mehmeti; Mehmeti slipped in Sinclair Armstrong, and Armstrong squared for Nahki Wells to finish on 70 minutes.",
			[]phrasingGoal{{"Nahki Wells", "open_play", []string{"Max Bird", "Anis Mehmeti", "Sinclair Armstrong", "Nahki Wells"}}},
		},
		{
			"volleyed in a named cross is a finish",
			"Stoke City 0-1 Preston North End\n\nPreston won it when Milutin Osmajic volleyed in a Robbie Brady cross on 81 minutes.",
			[]phrasingGoal{{"Milutin Osmajic", "open_play", []string{"Robbie Brady", "Milutin Osmajic"}}},
		},
		{
			"put a side on the scoresheet",
			"Crystal Palace 1-0 Bournemouth\n\nIsmaila Sarr put the Eagles on the scoresheet on 58 minutes with a shot on the turn.",
			[]phrasingGoal{{"Ismaila Sarr", "open_play", []string{"Ismaila Sarr"}}},
		},
		{
			"got on the scoresheet",
			"Crystal Palace 0-1 Bournemouth\n\nAntoine Semenyo finally got on the scoresheet in stoppage time.",
			[]phrasingGoal{{"Antoine Semenyo", "open_play", []string{"Antoine Semenyo"}}},
		},
		{
			"a strike from a player beat the keeper",
			"Crystal Palace 0-1 Bournemouth\n\nA thunderous drive from Bournemouth captain Adam Smith beat Dean Henderson at his near post on 71 minutes.",
			[]phrasingGoal{{"Adam Smith", "open_play", []string{"Adam Smith"}}},
		},
		{
			"a strike from a player that went over is no goal",
			"Crystal Palace 0-0 Bournemouth\n\nA curling effort from Eberechi Eze went over the bar just before the break.",
			nil,
		},
		{
			"a surname that reads as an ordinary word opens a sentence",
			"Leeds United 1-1 Burnley\n\nDaniel Connolly and Josh Sterling were the scorers. Sterling curled home in the 10th minute. " +
				"Connolly levelled after 30 minutes.",
			[]phrasingGoal{{"Josh Sterling", "open_play", []string{"Josh Sterling"}},
				{"Daniel Connolly", "open_play", []string{"Daniel Connolly"}}},
		},
		{
			"a given name that is also a modal verb",
			"Everton 1-0 Fulham\n\nWill Ashby rose highest to head in Tom Keane's corner after 74 minutes.",
			[]phrasingGoal{{"Will Ashby", "open_play", []string{"Tom Keane", "Will Ashby"}}},
		},
		{
			"a given name that is also a club",
			"Burnley 0-2 Leeds United\n\nMilan Novak rose highest to head in Joe Rothwell's corner in the 18th minute. " +
				"Late on, Leeds United playmaker Chelsea Morgan curled home from the edge of the box.",
			[]phrasingGoal{{"Milan Novak", "open_play", []string{"Joe Rothwell", "Milan Novak"}},
				{"Chelsea Morgan", "open_play", []string{"Chelsea Morgan"}}},
		},
		{
			"a modal given name before a surname that is also a club",
			"Burnley 0-1 Leeds United\n\nJoe Rothwell slid a pass through for Leeds United's Will Bradford to run on to and slot home on 45 minutes.",
			[]phrasingGoal{{"Will Bradford", "open_play", []string{"Joe Rothwell", "Will Bradford"}}},
		},
		{
			"before finishing with the time after it",
			"Burnley 0-1 Leeds United\n\nIllan Meslier hoofed a long ball upfield and Joel Piroe brought it down before finishing early in the second half.",
			[]phrasingGoal{{"Joel Piroe", "open_play", []string{"Illan Meslier", "Joel Piroe"}}},
		},
		{
			"met a cross named with club and role",
			"Burnley 0-1 Leeds United\n\nPascal Struijk met the visitors' left-back Junior Firpo's deep cross with a glancing header after 55 minutes.",
			[]phrasingGoal{{"Pascal Struijk", "open_play", []string{"Junior Firpo", "Pascal Struijk"}}},
		},
		{
			"a club's short form opening a sentence before a possessive",
			"Aston Villa 0-1 Manchester United\n\nUnited's Bruno Fernandes scored on 16 minutes, firing into the bottom corner from the edge of the box.",
			[]phrasingGoal{{"Bruno Fernandes", "open_play", []string{"Bruno Fernandes"}}},
		},
		{
			"a strike from a player named with a club whose name holds a role word",
			"Manchester City 1-0 Burnley\n\nA long-range effort from Man City's Phil Foden beat James Trafford in the 4th minute.",
			[]phrasingGoal{{"Phil Foden", "open_play", []string{"Phil Foden"}}},
		},
		{
			"a scorer's goal before the break and his goal with a minute after it",
			"Leeds United 2-0 Burnley\n\nDaniel James crossed from the left and Joel Piroe headed home just before the break.\n\n" +
				"Piroe struck again when he met Ethan Ampadu's pass and fired in on 62 minutes.",
			[]phrasingGoal{{"Joel Piroe", "open_play", []string{"Daniel James", "Joel Piroe"}},
				{"Joel Piroe", "open_play", []string{"Ethan Ampadu", "Joel Piroe"}}},
		},
		{
			"a move told as its route, ending in a pass whose receiver scored",
			"Arsenal 1-0 Chelsea\n\nThe ball was worked from William Saliba through Declan Rice to Martin Odegaard and on to Bukayo Saka, " +
				"whose low pass picked out Kai Havertz to sweep home in the 30th minute.",
			[]phrasingGoal{{"Kai Havertz", "open_play", []string{"William Saliba", "Declan Rice", "Martin Odegaard", "Bukayo Saka", "Kai Havertz"}}},
		},
		{
			"a pair that combined before one of them set up the scorer",
			"Arsenal 1-0 Chelsea\n\nKai Havertz scored on 12 minutes after Ben White and Bukayo Saka combined on the right, Saka pulling the ball back for the finish.",
			[]phrasingGoal{{"Kai Havertz", "open_play", []string{"Ben White", "Bukayo Saka", "Kai Havertz"}}},
		},
		{
			"played it to a player who moved it on",
			"Arsenal 1-0 Chelsea\n\nDavid Raya rolled it out to Ben White, who released Bukayo Saka down the right, and Saka squared for Kai Havertz to score after 20 minutes.",
			[]phrasingGoal{{"Kai Havertz", "open_play", []string{"David Raya", "Ben White", "Bukayo Saka", "Kai Havertz"}}},
		},
		{
			"a pair named with club and role that combined",
			"Arsenal 1-0 Chelsea\n\nKai Havertz scored on 12 minutes after Arsenal defender Ben White and the Gunners' Bukayo Saka combined down the right, Saka squaring the ball for the finish.",
			[]phrasingGoal{{"Kai Havertz", "open_play", []string{"Ben White", "Bukayo Saka", "Kai Havertz"}}},
		},
		{
			"scored straight from a free kick",
			"Arsenal 1-0 Chelsea\n\nMartin Odegaard scored directly from a free kick after 28 minutes, the ball curling past Robert Sanchez.",
			[]phrasingGoal{{"Martin Odegaard", "direct_free_kick", []string{"Martin Odegaard"}}},
		},
		{
			"two headers by one scorer set up by different players",
			"Everton 2-0 Fulham\n\nJames Tarkowski met Dwight McNeil's cross with a firm header soon after the restart.\n\n" +
				"Later, from Ashley Young's long throw, Tarkowski nodded home again.",
			[]phrasingGoal{{"James Tarkowski", "open_play", []string{"Dwight McNeil", "James Tarkowski"}},
				{"James Tarkowski", "open_play", []string{"Ashley Young", "James Tarkowski"}}},
		},
		{
			"a goal told again without its flick-on is one goal",
			"Everton 1-0 Fulham\n\nDwight McNeil's corner was flicked on by Beto and turned in by James Tarkowski.\n\n" +
				"It was a scrappy goal: Tarkowski simply stood on McNeil's corner and bundled it over the line.",
			[]phrasingGoal{{"James Tarkowski", "open_play", []string{"Dwight McNeil", "Beto", "James Tarkowski"}}},
		},
		{
			"a strike with an adjective from a player flew past the keeper",
			"Everton 1-0 Fulham\n\nA thunderous strike from James Tarkowski flew past Bernd Leno on 30 minutes.",
			[]phrasingGoal{{"James Tarkowski", "open_play", []string{"James Tarkowski"}}},
		},
		{
			"made no mistake",
			"Everton 1-0 Fulham\n\nDwight McNeil picked out Beto, who made no mistake from close range on 30 minutes.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Dwight McNeil", "Beto"}}},
		},
		{
			"a long ball hoofed forward",
			"Everton 1-0 Fulham\n\nJordan Pickford hoofed a long ball forward and Beto ran on to it before finishing early in the second half.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Jordan Pickford", "Beto"}}},
		},
		{
			"slammed home",
			"Everton 1-0 Fulham\n\nBeto slammed home from close range on 30 minutes.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Beto"}}},
		},
		{
			"buried a penalty",
			"Everton 1-0 Fulham\n\nBeto buried a penalty on 30 minutes.",
			[]phrasingGoal{{"Beto", "penalty", []string{"Beto"}}},
		},
		{
			"drilled a shot under the keeper",
			"Everton 1-0 Fulham\n\nBeto drilled a low shot under Bernd Leno on 30 minutes.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Beto"}}},
		},
		{
			"a shot that squirmed under the keeper",
			"Everton 1-0 Fulham\n\nBeto's low shot squirmed under Bernd Leno on 30 minutes.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Beto"}}},
		},
		{
			"got the goal",
			"Everton 1-0 Fulham\n\nBeto got the goal on 30 minutes.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Beto"}}},
		},
		{
			"a head buried in hands is no goal",
			"Everton 1-0 Fulham\n\nBeto buried his head in his hands after the final whistle.",
			nil,
		},
		{
			"slotted in at a position is no goal",
			"Everton 1-0 Fulham\n\nBeto slotted in at left-back after the break.",
			nil,
		},
		{
			"a shot under the keeper ruled out is no goal",
			"Everton 1-0 Fulham\n\nBeto drilled a low shot under Bernd Leno but it was ruled out for offside.",
			nil,
		},
		{
			"one scorer's early goal and his goal with a late minute",
			"Everton 2-0 Fulham\n\nBeto scored early on after being set up by Dwight McNeil.\n\nBeto struck again after 88 minutes with a low drive.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Dwight McNeil", "Beto"}}, {"Beto", "open_play", []string{"Beto"}}},
		},
		{
			"one scorer's goals midway through and late in the second half",
			"Everton 2-0 Fulham\n\nBeto headed in midway through the second half.\n\nBeto found the net again late on.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Beto"}}, {"Beto", "open_play", []string{"Beto"}}},
		},
		{
			"a penalty and a strike from distance by one scorer",
			"Everton 2-0 Fulham\n\nBeto was tripped by Calvin Bassey and Iliman Ndiaye converted the penalty after 47 minutes.\n\n" +
				"Ndiaye scored again, firing into the top corner from 25 yards.",
			[]phrasingGoal{{"Iliman Ndiaye", "penalty", []string{"Iliman Ndiaye"}}, {"Iliman Ndiaye", "open_play", []string{"Iliman Ndiaye"}}},
		},
		{
			"before finishing with the minute in brackets",
			"Everton 1-0 Fulham\n\nJordan Pickford launched a long ball forward and Beto controlled it before finishing (45+4).",
			[]phrasingGoal{{"Beto", "open_play", []string{"Jordan Pickford", "Beto"}}},
		},
		{
			"a route told without a verb",
			"Everton 1-0 Fulham\n\nJordan Pickford to Dwight McNeil to Idrissa Gueye, and Gueye's cross was headed in by Beto on 30 minutes.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Jordan Pickford", "Dwight McNeil", "Idrissa Gueye", "Beto"}}},
		},
		{
			"linked up with a player who crossed",
			"Everton 1-0 Fulham\n\nDwight McNeil linked up with Idrissa Gueye, who crossed for Beto to head in on 30 minutes.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Dwight McNeil", "Idrissa Gueye", "Beto"}}},
		},
		{
			"assisted by a player after the finish",
			"Everton 1-0 Fulham\n\nBeto scored on 30 minutes, assisted by Dwight McNeil.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Dwight McNeil", "Beto"}}},
		},
		{
			"a tap-in and a header by one scorer early on",
			"Everton 2-0 Fulham\n\nBeto tapped in from close range early on after a goalmouth scramble.\n\n" +
				"Dwight McNeil crossed for Beto to head home in the 15th minute.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Beto"}}, {"Beto", "open_play", []string{"Dwight McNeil", "Beto"}}},
		},
		{
			"a goal from a loose ball and a penalty by one scorer",
			"Everton 2-0 Fulham\n\nBeto pounced on the rebound to score.\n\nBeto converted a penalty after the break.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Beto"}}, {"Beto", "penalty", []string{"Beto"}}},
		},
		{
			"a move involving several players ended with a finish",
			"Arsenal 1-0 Chelsea\n\nA flowing move involving Bukayo Saka, Martin Odegaard and Declan Rice ended with Kai Havertz firing home on 30 minutes.",
			[]phrasingGoal{{"Kai Havertz", "open_play", []string{"Bukayo Saka", "Martin Odegaard", "Declan Rice", "Kai Havertz"}}},
		},
		{
			"exchanged passes with a player before scoring",
			"Arsenal 1-0 Chelsea\n\nBukayo Saka exchanged passes with Ben White before sweeping home on 30 minutes.",
			[]phrasingGoal{{"Bukayo Saka", "open_play", []string{"Bukayo Saka", "Ben White", "Bukayo Saka"}}},
		},
		{
			"turned provider",
			"Everton 1-0 Fulham\n\nDwight McNeil turned provider for Beto, who fired home on 30 minutes.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Dwight McNeil", "Beto"}}},
		},
		{
			"headed in from a player's free kick",
			"Everton 1-0 Fulham\n\nBeto headed in from Dwight McNeil's free kick on 30 minutes.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Dwight McNeil", "Beto"}}},
		},
		{
			"lobbed the keeper",
			"Everton 1-0 Fulham\n\nDwight McNeil chipped a ball over the defence and Beto lobbed the keeper on 30 minutes.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Dwight McNeil", "Beto"}}},
		},
		{
			"a chip that came back off the bar is no goal",
			"Everton 0-0 Fulham\n\nBeto chipped the goalkeeper but the ball came back off the bar.",
			nil,
		},
		{
			"a goal before the other side hit the post",
			"Everton 1-0 Fulham\n\nBeto put Everton ahead on 30 minutes but Fulham hit the post twice.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Beto"}}},
		},
		{
			"a clearance sliced past the player's own keeper",
			"Everton 1-0 Fulham\n\nCalvin Bassey sliced a clearance past his own goalkeeper on 30 minutes.",
			[]phrasingGoal{{"Calvin Bassey", "own_goal", []string{"Calvin Bassey"}}},
		},
		{
			"a cross diverted past the player's own keeper",
			"Everton 1-0 Fulham\n\nCalvin Bassey inadvertently diverted Dwight McNeil's cross past his own goalkeeper on 30 minutes.",
			[]phrasingGoal{{"Calvin Bassey", "own_goal", []string{"Calvin Bassey"}}},
		},
		{
			"a shot deflected for an own goal",
			"Everton 1-0 Fulham\n\nCalvin Bassey deflected Dwight McNeil's shot beyond Bernd Leno for an own goal on 30 minutes.",
			[]phrasingGoal{{"Calvin Bassey", "own_goal", []string{"Calvin Bassey"}}},
		},
		{
			"an attempted clearance that looped into the player's own net",
			"Everton 1-0 Fulham\n\nCalvin Bassey's attempted clearance looped into his own net on 30 minutes.",
			[]phrasingGoal{{"Calvin Bassey", "own_goal", []string{"Calvin Bassey"}}},
		},
		{
			"an attempted clearance that fell to a scorer",
			"Everton 1-0 Fulham\n\nCalvin Bassey's attempted clearance fell to Beto, who fired home on 30 minutes.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Beto"}}},
		},
		{
			"a shot that deflected off a defender into the net",
			"Everton 1-0 Fulham\n\nBeto's effort deflected off Calvin Bassey and into the net on 30 minutes.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Beto"}}},
		},
		{
			"a shot seen to deflect in",
			"Everton 1-0 Fulham\n\nBeto saw his shot deflect in off Calvin Bassey on 30 minutes.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Beto"}}},
		},
		{
			"a strike deflected on its way in",
			"Everton 1-0 Fulham\n\nBeto's 30th-minute strike took a wicked deflection on its way in.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Beto"}}},
		},
		{
			"a deflected effort wrong-footed the keeper",
			"Everton 1-0 Fulham\n\nA deflected effort from Beto wrong-footed Bernd Leno on 30 minutes.",
			[]phrasingGoal{{"Beto", "open_play", []string{"Beto"}}},
		},
		{
			"a shot deflected for a corner is no goal",
			"Everton 0-0 Fulham\n\nBeto's shot deflected off Calvin Bassey for a corner.",
			nil,
		},
		{
			"a header deflected over the bar is no goal",
			"Everton 0-0 Fulham\n\nBeto's header deflected off Calvin Bassey and over the bar.",
			nil,
		},
		{
			"a cross by a full back",
			"Everton 1-0 Fulham\n\nJim Carter volleyed in a cross by full back Tom Baker in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"a corner taken by a player",
			"Everton 1-0 Fulham\n\nJim Carter headed home a corner taken by Tom Baker in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"passes from a described player",
			"Everton 1-0 Fulham\n\nJim Carter scored in the 20th minute off a pass from Welsh midfielder Tom Baker.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"a cross headed down by a team-mate came first",
			"Everton 1-0 Fulham\n\nSam Hill nodded down a long cross from substitute Tom Baker, and Jim Carter was first to it to fire home in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Sam Hill", "Jim Carter"}}},
		},
		{
			"a corner flicked on by a team-mate came first",
			"Everton 1-0 Fulham\n\nSam Hill flicked on a Tom Baker corner and Jim Carter fired home in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Sam Hill", "Jim Carter"}}},
		},
		{
			"a hat-trick in another match",
			"Everton 1-0 Fulham\n\nJim Carter scored the only goal in the 20th minute. Tom Baker, whose hat-trick settled the 3-1 quarter-final win over Chelsea, was kept quiet here.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"eased a cross past the keeper",
			"Everton 1-0 Fulham\n\nJim Carter calmly eased Tom Baker's cross past the keeper in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"pounced to bend it inside the far corner",
			"Everton 1-0 Fulham\n\nJim Carter cut across the ball to bend it inside the far corner in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"a hyphenated finish",
			"Everton 1-0 Fulham\n\nJim Carter headed-in a Tom Baker free-kick in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"left to tuck the chance away",
			"Everton 1-0 Fulham\n\nTom Baker squared for Jim Carter, who was left to tuck the chance away in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"it was a player that scored",
			"Everton 1-0 Fulham\n\nIt was Jim Carter that scored the only goal of the afternoon.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"a club's old boy scored against it",
			"Everton 1-0 Fulham\n\nFulham old boy Jim Carter fired home in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"through the legs of the keeper",
			"Everton 1-0 Fulham\n\nTom Baker's pass found Jim Carter, who drilled the ball through the legs of goalkeeper Sam Hill and into the net in the 29th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"his header after a cross by a full back is the scorer's",
			"Everton 2-0 Fulham\n\nJim Carter opened the scoring after ten minutes. Carter headed the second from a cross by full back Tom Baker, his header leaving Sam Hill helpless.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"two finishes of one scorer joined by and, each with its time",
			"Everton 2-0 Fulham\n\nJim Carter scored from the spot on 79 minutes and added another with a curling shot one minute before the final whistle.",
			[]phrasingGoal{{"Jim Carter", "penalty", []string{"Jim Carter"}}, {"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"on hand to tuck away",
			"Everton 1-0 Fulham\n\nJim Carter was quickest to tuck away the loose ball in the 84th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"finished the chance",
			"Everton 1-0 Fulham\n\nTom Baker laid the ball back to Jim Carter, who finished the chance in the 84th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"by finding a goal",
			"Everton 1-0 Fulham\n\nJim Carter rewarded the home fans by finding a late goal in the 84th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"losing his marker to head home",
			"Everton 1-0 Fulham\n\nJim Carter escaped marker Sam Hill to head home Tom Baker's corner in the 84th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"a player who shares a club's name",
			"Everton 1-0 Fulham\n\nEverton were in control.\n\nFrom Tom Baker's cross, Burton headed home in the 84th minute.",
			[]phrasingGoal{{"Burton", "open_play", []string{"Tom Baker", "Burton"}}},
		},
		{
			"a summary list and the goals told later are the same goals",
			"Everton 2-0 Fulham\n\nGoals from Jim Carter and Sam Hill gave Everton the points against Fulham, who had the better of it, especially in the first half.\n\n" +
				"Tom Baker's pass found Carter at the far post, who fired home in the 29th minute. " +
				"In the 70th minute, Baker found Hill, who blasted his shot past the keeper from close range.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}, {"Sam Hill", "open_play", []string{"Tom Baker", "Sam Hill"}}},
		},
		{
			"converted his cross: the cross of the clause before",
			"Everton 1-0 Fulham\n\nTom Baker raced clear on the right and Jim Carter headed in his cross at the near post in the 85th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"met his own rebound",
			"Everton 1-0 Fulham\n\nJim Carter met his own rebound to score in the 85th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"set a team-mate up to fire home",
			"Everton 1-0 Fulham\n\nTom Baker set Jim Carter up to fire home in the 7th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"played a team-mate in to score",
			"Everton 1-0 Fulham\n\nTom Baker played Jim Carter in to score in the 7th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"a header that came back off the bar is no goal",
			"Everton 1-0 Fulham\n\nJim Carter converted from close range after Tom Baker's header came back off the bar in the 7th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"a shot that went in off the post is a goal",
			"Everton 1-0 Fulham\n\nJim Carter's shot went in off the post in the 7th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"a shot that hit the post and went in is a goal",
			"Everton 1-0 Fulham\n\nJim Carter's shot hit the post and went in in the 7th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"an assist by a player",
			"Everton 1-0 Fulham\n\nJim Carter scored in the 7th minute from an assist by Tom Baker.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"the breakthrough came when a player met a corner",
			"Everton 1-0 Fulham\n\nThe breakthrough came on 63 minutes when Jim Carter rose to meet Tom Baker's corner.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"the equaliser arrived as a player swept home",
			"Everton 1-1 Fulham\n\nDan Moss put Fulham ahead. The equaliser arrived as Jim Carter swept home in the 63rd minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Dan Moss"}}, {"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"stepped up to send the keeper the wrong way",
			"Everton 1-0 Fulham\n\nJim Carter stepped up to send the keeper the wrong way from the spot in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "penalty", []string{"Jim Carter"}}},
		},
		{
			"killed the game off",
			"Everton 2-0 Fulham\n\nJim Carter gave Everton the lead after ten minutes. Tom Baker killed the game off in the 80th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}},
		},
		{
			"a player grabbing the assist",
			"Everton 1-0 Fulham\n\nJim Carter scored in the 20th minute with Tom Baker grabbing the assist.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"a player registered an assist",
			"Everton 1-0 Fulham\n\nTom Baker registered an assist as Jim Carter struck in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"finished off a through ball",
			"Everton 1-0 Fulham\n\nJim Carter finished off Tom Baker's through ball in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"finished the game is no goal",
			"Everton 1-0 Fulham\n\nJim Carter scored in the 20th minute. Tom Baker finished the game with a limp.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"set up a team-mate for the winner",
			"Everton 1-0 Fulham\n\nTom Baker set up Jim Carter for the winner in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"was on target",
			"Everton 1-0 Fulham\n\nJim Carter was on target in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"lashed in a loose ball",
			"Everton 1-0 Fulham\n\nJim Carter lashed in a loose ball in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"headed a team-mate's corner home",
			"Everton 1-0 Fulham\n\nDan Moss headed Jim Carter's corner home in the 20th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"guided the cross into the net",
			"Everton 1-0 Fulham\n\nDan Moss guided the low cross into the net in the 20th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Dan Moss"}}},
		},
		{
			"hung up a cross which a team-mate headed home",
			"Everton 1-0 Fulham\n\nJim Carter hung up a cross which Dan Moss headed home in the 20th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"stood up a cross and a team-mate finished",
			"Everton 1-0 Fulham\n\nJim Carter stood up a cross and Dan Moss powered a header into the far corner on 20 minutes.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"fired in a free kick is a shot",
			"Everton 1-0 Fulham\n\nJim Carter fired in a free kick in the 20th minute.",
			[]phrasingGoal{{"Jim Carter", "direct_free_kick", []string{"Jim Carter"}}},
		},
		{
			"teed a team-mate up for the opener",
			"Everton 1-0 Fulham\n\nJim Carter teed Dan Moss up for the opener in the 20th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"collected from a team-mate and finished",
			"Everton 1-0 Fulham\n\nDan Moss collected from fellow substitute Jim Carter and crashed in the opener in the 20th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"a ball lost to a player is no pass",
			"Everton 1-0 Fulham\n\nFulham defender Tom Baker lost the ball to Jim Carter, who found Dan Moss unmarked, and Moss finished into the corner in the 22nd minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"struck again comes after the goal told before",
			"Everton 2-0 Fulham\n\nJim Carter scored twice as Everton beat Fulham. Everton opened the scoring in the 22nd minute. " +
				"Tom Baker found Carter unmarked. Carter finished calmly into the bottom corner. After the break, Carter struck again.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}, {"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"a free kick converted by a team-mate, in a reduced passive",
			"Everton 1-0 Fulham\n\nA Jim Carter free-kick, turned in by the stretching boot of Dan Moss, gave Everton the lead in the 20th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"a corner headed in by a team-mate, between dashes",
			"Everton 1-0 Fulham\n\nA Jim Carter corner - headed in by Dan Moss - put Everton ahead.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"fired his side into the lead",
			"Everton 1-0 Fulham\n\nDan Moss fired his side into the lead in the 20th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Dan Moss"}}},
		},
		{
			"crossed for a team-mate to head a club into a lead",
			"Everton 1-0 Fulham\n\nJim Carter crossed for Dan Moss to head Everton into a 1-0 lead.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"fired them back in front",
			"Everton 2-1 Fulham\n\nJim Carter scored early for Everton and Tom Baker levelled for Fulham. Dan Moss fired them back in front on the hour.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}, {"Dan Moss", "open_play", []string{"Dan Moss"}}},
		},
		{
			"a live line's name before a delivery noun",
			"Everton 1-0 Fulham\n\n86': Dan Moss pokes in Jim Carter cross",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"also had the assist on a team-mate's winner",
			"Everton 1-0 Fulham\n\nJim Carter also had the assist on Dan Moss's winner in the 20th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"threatened to score is no goal",
			"Everton 1-0 Fulham\n\nDan Moss scored the winner in the 80th minute. Jim Carter threatened to score twice before the break.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Dan Moss"}}},
		},
		{
			"an equaliser told by one club is not the other club's scorer's",
			"Everton 2-1 Fulham\n\nJim Carter scored for Everton in the 57th minute. Fulham equalised in the 74th minute before Dan Moss got the match-winner for Everton in the 90th.\n\n" +
				"Tom Baker had the assist on Moss's winner, sending in a corner in the 90th minute that Moss headed in.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Dan Moss", "open_play", []string{"Tom Baker", "Dan Moss"}}},
		},
		{
			"went ahead when a player met a team-mate's cross",
			"Everton 1-0 Fulham\n\nEverton went ahead when Dan Moss met Jim Carter's cross in the 20th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"met a cross but headed wide is no goal",
			"Everton 0-0 Fulham\n\nDan Moss met Jim Carter's cross but headed wide in the 20th minute.",
			nil,
		},
		{
			"smashed in the rebound after another player's shot was saved",
			"Everton 1-0 Fulham\n\nDan Moss smashed in the rebound after Sam Hill saved Jim Carter's shot in the 20th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Dan Moss"}}},
		},
		{
			"hit the winner, and applied the finishing touch",
			"Everton 2-0 Fulham\n\nDan Moss hit the opener in the 20th minute. Jim Carter applied the finishing touch in the 80th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Dan Moss"}}, {"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"squared to a team-mate for a tap-in",
			"Everton 1-0 Fulham\n\nJim Carter squared to Dan Moss for a simple tap-in in the 20th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"headed in a team-mate's free kick, and a free kick that flew in",
			"Everton 2-0 Fulham\n\nDan Moss headed in Jim Carter's free kick in the 20th minute. Tom Baker's free kick flew into the net in the 80th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}, {"Tom Baker", "direct_free_kick", []string{"Tom Baker"}}},
		},
		{
			"pounced on a mistake by an opponent to beat the keeper",
			"Everton 1-0 Fulham\n\nDan Moss seized on a poor touch by Tom Baker to beat Sam Hill in the 53rd minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Dan Moss"}}},
		},
		{
			"left to a player to settle matters",
			"Everton 1-0 Fulham\n\nIt was left to Dan Moss to settle matters in the 53rd minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Dan Moss"}}},
		},
		{
			"a strike that hit a team-mate rather than the empty goal",
			"Everton 1-0 Fulham\n\nJim Carter scored the winner in the 20th minute. Dan Moss's strike later hit his team-mate Tom Baker rather than the empty goal.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"deflected another's shot past his own keeper",
			"Everton 1-0 Fulham\n\nTom Baker deflected Jim Carter's shot past his own keeper in the 20th minute.",
			[]phrasingGoal{{"Tom Baker", "own_goal", []string{"Tom Baker"}}},
		},
		{
			"forced a defender into an own goal",
			"Everton 1-0 Fulham\n\nJim Carter forced Tom Baker into an own goal in the 20th minute.",
			[]phrasingGoal{{"Tom Baker", "own_goal", []string{"Tom Baker"}}},
		},
		{
			"tallied, a PK, the keeper beaten, struck from distance",
			"Everton 4-0 Fulham\n\nDan Moss tallied in the 20th minute. Jim Carter converted a PK in the 30th minute. " +
				"Tom Baker beat the keeper at the near post in the 40th minute. Sam Reed struck from distance in the 50th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Dan Moss"}}, {"Jim Carter", "penalty", []string{"Jim Carter"}},
				{"Tom Baker", "open_play", []string{"Tom Baker"}}, {"Sam Reed", "open_play", []string{"Sam Reed"}}},
		},
		{
			"beat the keeper to the ball is no goal",
			"Everton 0-0 Fulham\n\nDan Moss beat the keeper to the ball but shot wide in the 20th minute.",
			nil,
		},
		{
			"teed up a team-mate for a simple finish",
			"Everton 1-0 Fulham\n\nTom Baker picked out Jim Carter and the winger teed up Dan Moss for a simple finish in the 20th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Tom Baker", "Jim Carter", "Dan Moss"}}},
		},
		{
			"set up for a header the keeper saved is no goal",
			"Everton 0-0 Fulham\n\nJim Carter set up Dan Moss for a header that Sam Hill saved in the 20th minute.",
			nil,
		},
		{
			"a header that fell kindly for a team-mate",
			"Everton 1-0 Fulham\n\nJim Carter's header fell kindly for Dan Moss, who scored in the 20th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"a through-pass that put a team-mate clean through",
			"Everton 1-0 Fulham\n\nJim Carter's clever through-pass put Dan Moss clean through and he finished in the 20th minute.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"nodded in the 20th minute is in the net, fired in the 20th minute may be a shot",
			"Everton 1-0 Fulham\n\nTom Baker fired in the 10th minute but Sam Hill saved. Dan Moss nodded in the 20th minute after Jim Carter's flick-on.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Jim Carter", "Dan Moss"}}},
		},
		{
			"a lead told with its scorer in an adjunct",
			"Everton 3-0 Fulham\n\nEverton went ahead courtesy of Jim Carter. They doubled the lead thanks to a Tom Baker header and " +
				"made it three on a Dan Moss strike.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}},
				{"Dan Moss", "open_play", []string{"Dan Moss"}}},
		},
		{
			"a named goal produced, come up with, or broken to",
			"Everton 2-1 Fulham\n\nJim Carter produced the opener for Everton. Tom Baker came up with the equaliser for Fulham. Dan Moss was the man to break the deadlock again for Everton after the break.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}},
				{"Dan Moss", "open_play", []string{"Dan Moss"}}},
		},
		{
			"an assist credited or had in the next sentence",
			"Everton 2-0 Fulham\n\nJim Carter scored in the 23rd minute, with Tom Baker credited with the assist.\n\n" +
				"Dan Moss doubled the lead in the 70th minute. Sam Hill had the assist.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}, {"Dan Moss", "open_play", []string{"Sam Hill", "Dan Moss"}}},
		},
		{
			"assisted on a goal, a feed and a corner kick from a player",
			"Everton 3-0 Fulham\n\nTom Baker assisted on Jim Carter's goal in the 23rd minute.\n\n" +
				"Dan Moss found the net off a feed from Sam Hill on the hour.\n\nEd Price headed in off a corner kick from Tom Baker late on.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}, {"Dan Moss", "open_play", []string{"Sam Hill", "Dan Moss"}},
				{"Ed Price", "open_play", []string{"Tom Baker", "Ed Price"}}},
		},
		{
			"a one-two told as a thing",
			"Everton 2-0 Fulham\n\nAfter a neat exchange with Tom Baker, Jim Carter fired home in the 23rd minute.\n\n" +
				"Dan Moss scored in the 70th minute after a quick one-two with Sam Hill.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter", "Tom Baker", "Jim Carter"}}, {"Dan Moss", "open_play", []string{"Dan Moss", "Sam Hill", "Dan Moss"}}},
		},
		{
			"chances to score are no goal",
			"Everton 1-0 Fulham\n\nDan Moss had three good chances to score but failed to do so. Jim Carter scored the only goal.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"an adjective before a scorer's name",
			"Everton 1-0 Fulham\n\nTom Baker crossed from the right, and the unmarked Jim Carter headed home in the 23rd minute.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"a goal line naming who set it up in brackets",
			"Everton 2-0 Fulham\n\nGOAL: 1-0 Everton — Jim Carter (Tom Baker) 23'\nGOAL: 2-0 Everton — Dan Moss (penalty) 70'",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}, {"Dan Moss", "penalty", []string{"Dan Moss"}}},
		},
		{
			"a goal told by what it did for the side behind",
			"Everton 4-3 Fulham\n\nJim Carter cut the deficit for Fulham. Tom Baker restored parity. Dan Moss struck back for Fulham. " +
				"Ed Price opened his account for the club.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}},
				{"Dan Moss", "open_play", []string{"Dan Moss"}}, {"Ed Price", "open_play", []string{"Ed Price"}}},
		},
		{
			"hitting back at critics is no goal",
			"Everton 0-0 Fulham\n\nJim Carter hit back at his critics after the game.",
			nil,
		},
		{
			"the scorer named with a club",
			"Everton 1-1 Fulham\n\nJim Carter was the Fulham scorer. Tom Baker added gloss to the scoreline.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}},
		},
		{
			"a box score's lines name who set each goal up",
			"Reading 2-0 Oxford United\n\nA lively game at the Madejski.\n\nREA – Ian Tolland (Ray Cray), 30'\nREA – Lee Dunne, 77'",
			[]phrasingGoal{{"Ian Tolland", "open_play", []string{"Ray Cray", "Ian Tolland"}}, {"Lee Dunne", "open_play", []string{"Lee Dunne"}}},
		},
		{
			"an opener cancelled out, in both voices",
			"Everton 1-1 Fulham\n\nDan Moss cancelled out Jim Carter's opener.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Dan Moss"}}, {"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"a goal cancelled out is no goal ruled out",
			"Everton 1-1 Fulham\n\nJim Carter headed Everton in front, but the goal was cancelled out when Dan Moss levelled for Fulham.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Dan Moss", "open_play", []string{"Dan Moss"}}},
		},
		{
			"a goal told again after its scorer cancelled out another's first-half opener",
			"Everton 1-1 Fulham\n\nDan Moss's 60th-minute strike had earlier cancelled out Jim Carter's first-half opener.\n\n" +
				"Carter headed in from a corner. On the hour Tom Baker slid Moss in and he fired past the keeper.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Dan Moss", "open_play", []string{"Tom Baker", "Dan Moss"}}},
		},
		{
			"a pass told by a participle after before",
			"Everton 1-0 Fulham\n\nDan Moss played a one-two with Tom Baker before crossing for Jim Carter to head home.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Dan Moss", "Tom Baker", "Dan Moss", "Jim Carter"}}},
		},
		{
			"a delivery received before the pass that set up the goal",
			"Everton 1-0 Fulham\n\nJim Carter tapped in after Dan Moss cut the ball back from Tom Baker's through ball.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Dan Moss", "Jim Carter"}}},
		},
		{
			"an assist told after the goal, and a player sent clear",
			"Everton 2-0 Fulham\n\nJim Carter scored in the 23rd minute, Tom Baker assisting.\n\nDan Moss sent Ed Price clear and he scored on the hour.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}, {"Ed Price", "open_play", []string{"Dan Moss", "Ed Price"}}},
		},
		{
			"assisting in a summary is no pass of a goal told there",
			"Everton 2-0 Fulham\n\nJim Carter starred, scoring once and assisting once. Carter headed in a corner in the 23rd minute. Tom Baker added a second.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}},
		},
		{
			"a wire report: a pass before 'from 12 yards', a penalty kick by a player, a keeper's saves",
			"Harbor City 2, Ridgeline 1\n\nHARBOR CITY (AP) — Jim Carter scored the go-ahead goal in the 71st minute and Harbor City beat Ridgeline 2-1 on Saturday night.\n\n" +
				"Carter took a pass from Tom Baker and beat goalkeeper Sam Hill from 12 yards for his fifth goal of the season.\n\n" +
				"Harbor City opened the scoring in the 18th minute when Ed Price headed in a corner kick from Baker.\n\n" +
				"Ridgeline tied it in the 55th on a penalty kick by Dan Moss, who was fouled in the box by defender Ray Dunn.\n\n" +
				"Hill finished with four saves for Ridgeline.",
			[]phrasingGoal{{"Ed Price", "open_play", []string{"Tom Baker", "Ed Price"}}, {"Dan Moss", "penalty", []string{"Dan Moss"}},
				{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"a goal created for a team-mate, told by its ordinal",
			"Everton 2-0 Fulham\n\nJim Carter opened the scoring. Tom Baker then created a second for Dan Moss after the break.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Dan Moss", "open_play", []string{"Tom Baker", "Dan Moss"}}},
		},
		{
			"a manager who watched a player score, and a manager's side ahead through a player",
			"Everton 2-0 Fulham\n\nEverton boss Sam Hill watched Jim Carter score the opener. Hill's side then doubled the lead through Tom Baker.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}},
		},
		{
			"a player's goals as the subject, told with a name used as a modifier",
			"Everton 3-0 Fulham\n\nJim Carter's goals either side of half-time gave Everton control. A late Tom Baker strike completed the win.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Jim Carter", "open_play", []string{"Jim Carter"}},
				{"Tom Baker", "open_play", []string{"Tom Baker"}}},
		},
		{
			"struck either side of the interval",
			"Everton 2-0 Fulham\n\nJim Carter struck either side of the interval to sink Fulham.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"an assist told first as a passive, in a bracket, at the end of a free kick, by a header back across goal",
			"Everton 4-0 Fulham\n\nAssisted by Tom Baker, Jim Carter fired home. Dan Moss doubled the lead (assist: Sam Hill). " +
				"Ed Price got on the end of Ray Dunn's free kick to head in. Lee Cole volleyed in after Jim Carter's header back across goal.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}, {"Dan Moss", "open_play", []string{"Sam Hill", "Dan Moss"}},
				{"Ed Price", "open_play", []string{"Ray Dunn", "Ed Price"}}, {"Lee Cole", "open_play", []string{"Jim Carter", "Lee Cole"}}},
		},
		{
			"a goal after a player's run or dribble, and an assist told as a verb after 'did'",
			"Everton 3-0 Fulham\n\nJim Carter opened the scoring after a fine run by Tom Baker. Dan Moss thumped home following an impressive dribble by Sam Hill. " +
				"Ray Dunn, who had been quiet, did assist on Ed Price's header late on.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}, {"Dan Moss", "open_play", []string{"Sam Hill", "Dan Moss"}},
				{"Ed Price", "open_play", []string{"Ray Dunn", "Ed Price"}}},
		},
		{
			"a header won by a player that fell to the scorer",
			"Everton 1-0 Fulham\n\nA contested header won by Tom Baker fell to Jim Carter, who volleyed into the top corner.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}},
		},
		{
			"a side's lead told as an infinitive, as a state with 'through', and a broken deadlock in the passive",
			"Everton 2-1 Fulham\n\nThe deadlock was broken by Tom Baker. Dan Moss levelled for Fulham. The 70th minute saw Everton take the lead through Jim Carter.",
			[]phrasingGoal{{"Tom Baker", "open_play", []string{"Tom Baker"}}, {"Dan Moss", "open_play", []string{"Dan Moss"}}, {"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"a side ahead through a player",
			"Everton 1-0 Fulham\n\nEverton were ahead from the 23rd minute through Jim Carter, and Fulham never threatened.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"scorers of one verb, each with the club they scored for",
			"Everton 2-1 Fulham\n\nJim Carter and Tom Baker scored for Everton, Dan Moss for Fulham.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Tom Baker", "open_play", []string{"Tom Baker"}}, {"Dan Moss", "open_play", []string{"Dan Moss"}}},
		},
		{
			"one goal told twice in a sentence at one time; a pass 'teed up on the edge of the box by'; 'the resulting penalty'",
			"Everton 3-0 Fulham\n\nJim Carter struck in the 19th minute, teed up on the edge of the box by Tom Baker and finding the bottom corner. " +
				"Sam Hill tripped Baker in the area, and Ed Price rolled the resulting penalty down the middle. " +
				"Carter then added his second, and Everton's third, in the 71st minute, curling a free kick over the wall and into the top corner.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Tom Baker", "Jim Carter"}}, {"Ed Price", "penalty", []string{"Ed Price"}},
				{"Jim Carter", "direct_free_kick", []string{"Jim Carter"}}},
		},
		{
			"a goal told as 'the work of' a player, who is then 'he'; a finish hooked under the bar",
			"Everton 2-1 Fulham\n\nDan Moss scored for Fulham. Everton's equaliser came five minutes after the restart and it was the work of Jim Carter, a midfielder " +
				"whose name is usually mentioned only when somebody needs a tackle. He took the ball off Moss's toes and drilled a low shot into the bottom corner.\n\n" +
				"Late on, Tom Baker swung over a corner and Ed Price hooked it under the bar.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Dan Moss"}}, {"Jim Carter", "open_play", []string{"Jim Carter"}},
				{"Ed Price", "open_play", []string{"Tom Baker", "Ed Price"}}},
		},
		{
			"a brace told with a name as a modifier",
			"Everton 2-0 Fulham\n\nA Jim Carter brace sank Fulham.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"a scorer's goals told by their ordinals after a count",
			"Everton 2-1 Fulham\n\nDan Moss scored for Fulham. Jim Carter scored twice for Everton.\n\nCarter's first came after 12 minutes. His second, a header, arrived on 77 minutes.",
			[]phrasingGoal{{"Dan Moss", "open_play", []string{"Dan Moss"}}, {"Jim Carter", "open_play", []string{"Jim Carter"}}, {"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"a goal in a result between two other clubs is another match's",
			"Everton 1-0 Fulham\n\nJim Carter scored the only goal for Everton.\n\nIn the other semi-final, Ed Price scored the only goal as Chelsea beat Arsenal. " +
				"Tom Baker struck twice as Leeds beat Burnley.",
			[]phrasingGoal{{"Jim Carter", "open_play", []string{"Jim Carter"}}},
		},
		{
			"start to finish is no goal",
			"Luton Town 0-0 Watford\n\nRob Edwards said his side had been the better team from start to finish.",
			nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(tt.text)
			if err != nil {
				t.Fatalf("Extract(%q): %v", tt.text, err)
			}
			var got []phrasingGoal
			for _, g := range r.Goals {
				got = append(got, phrasingGoal{g.Scorer, g.Kind, g.Chain})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Extract(%q): goals differ (-want +got):\n%s", firstLine(tt.text), diff)
			}
		})
	}
}

func firstLine(s string) string {
	if k := strings.IndexByte(s, '\n'); k >= 0 {
		return s[:k]
	}
	return s
}

// TestCardPhrasings checks ways reporters tell a booking.
func TestCardPhrasings(t *testing.T) {
	tests := []listCase{ // want: players booked, in order
		{"into the referee's book", "Burnley 0-0 Sheffield United\n\nJosh Brownhill went into the referee's book for a late challenge on 35 minutes.", []string{"Josh Brownhill"}},
		{"in the official's notebook", "Burnley 0-0 Sheffield United\n\nVinicius Souza ended up in the official's notebook after hauling down Josh Cullen.", []string{"Vinicius Souza"}},
		{"the referee cautioned a player named with his club and role", "Burnley 0-0 Sheffield United\n\nThe referee cautioned the Blades' captain Jack Robinson for dissent just before half-time.", []string{"Jack Robinson"}},
		{"a book that is not the referee's", "Burnley 0-0 Sheffield United\n\nChris Wilder wrote a book about the club in 2019.", nil},
		{"carded", "Everton 0-0 Fulham\n\nJim Carter was carded for a late challenge.", []string{"Jim Carter"}},
		{"a side with a player red carded, and a side that had a player shown a straight red",
			"Everton 0-0 Fulham\n\nFulham were reduced to ten men in injury time with Jim Carter red carded for a crude challenge on Dan Moss. " +
				"Everton suffered a blow when they had Tom Baker shown a straight red card for a dangerous tackle on Ed Price.",
			[]string{"Jim Carter / red", "Tom Baker / red"}},
		{"a challenge earned the player a card", "Everton 0-0 Fulham\n\nA late challenge earned Jim Carter a booking. Dan Moss's foul on Tom Baker earned him a yellow card.", []string{"Jim Carter", "Dan Moss"}},
		{"a kit's colour, a card already held, a yellow upgraded, a card reacted to",
			"Everton 1-0 Fulham\n\nJim Carter swept home his first goal in yellow. Dan Moss, already on a yellow card, went through the back of Carter and was dismissed. " +
				"Tom Baker went in studs up and the yellow was upgraded to a straight red. Fulham boss Sam Hill was frustrated by the red card.",
			[]string{"Dan Moss / red", "Tom Baker / red"}},
		{"sent him off, the one who fouled; showed a player a second yellow",
			"Everton 1-0 Fulham\n\nJim Carter scored for Everton. Dan Moss caught Carter late, and the referee had no hesitation in sending him off. " +
				"Later the referee showed Tom Baker a second yellow card.",
			[]string{"Dan Moss / red", "Tom Baker / red"}},
	}
	checkLists(t, "cards", tests, func(r *Report) (got []string) {
		for _, c := range r.Cards {
			if c.Color == "red" {
				got = append(got, c.Player+" / red")
			} else {
				got = append(got, c.Player)
			}
		}
		return got
	})
}

// TestManagerPhrasings checks a manager's role told after the name.
func TestManagerPhrasings(t *testing.T) {
	tests := []listCase{ // want: managers, in order
		{"the club manager in apposition", "Fulham 1-1 Brentford\n\nMarco Silva, the Fulham manager, felt his side deserved more.", []string{"Marco Silva"}},
		{"the club's head coach in apposition", "Fulham 1-1 Brentford\n\nKeith Andrews, Brentford's head coach, was happy with a point.", []string{"Keith Andrews"}},
		{"a player in apposition is no manager", "Fulham 1-1 Brentford\n\nAlex Iwobi, the Fulham winger, was lively throughout.", nil},
	}
	checkLists(t, "managers", tests, managerNames)
}

// TestNamePhrasings checks names that begin or end with an ordinary word.
func TestNamePhrasings(t *testing.T) {
	tests := []listCase{ // want: players, in order
		{"a modal as a given name after a club", "Everton 1-0 Fulham\n\nEverton's Will Ashby was the best player on the pitch.", []string{"Will Ashby"}},
		{"a side's nickname written with 'the' is no player where it stands alone",
			"Report\n\nIn her first game for Ashford College, Jim Carter scored the lone goal in a 1-3 loss at Kingsbridge College. " +
				"Later, Spiders' forward Dan Moss found the net past the diving arms of Hawks' goalkeeper Sam Hill. In the end, the Hawks could not keep the Spiders at bay.",
			[]string{"Jim Carter", "Dan Moss", "Sam Hill"}},
		{"a modal as a given name opening a sentence", "Everton 1-0 Fulham\n\nWill Ashby ran the midfield for Everton.", []string{"Will Ashby"}},
		{"a modal opening a question is no name", "Everton 1-0 Fulham\n\nWill Ashby keep his place? Tom Ashby thinks so.", []string{"Tom Ashby"}},
		{"a month after a preposition is no name", "Everton 1-0 Fulham\n\nSince April Ashby has been Everton's best player, and Tom Ashby was again.", []string{"Tom Ashby"}},
		{"a month as a given name", "Everton 1-0 Fulham\n\nThe visitors' May Okafor was the best player on the pitch.", []string{"May Okafor"}},
		{"a ground whose name ends in a possessive is no person", "Birmingham City 0-1 Everton\n\nEverton won at St Andrew's in the Premier League, Beto scoring the only goal.", []string{"Beto"}},
		{"a two-part surname ending in a club's short name", "Chelsea 1-0 Everton\n\nThe winner came from Catalina Restrepo Vélez, and Restrepo Vélez was the best player on the pitch.", []string{"Catalina Restrepo Vélez"}},
		{"a player a foul was aimed at", "Birmingham City 0-1 Everton\n\nJay Stansfield was sent off for a wild lunge at Idrissa Gueye.", []string{"Jay Stansfield", "Idrissa Gueye"}},
	}
	checkLists(t, "players", tests, playerNames)
}

// TestGoalTeams checks the club each goal is given.
func TestGoalTeams(t *testing.T) {
	tests := []listCase{ // want: "scorer / club" per goal
		{
			"a club's short form that opens with a role word",
			"Manchester City 1-1 Norwich City\n\nMan City went in front. After 28 minutes, Phil Foden smashed a penalty into the roof of the net.\n\n" +
				"Norwich City levelled through Borja Sainz on 70 minutes.",
			[]string{"Phil Foden / Manchester City", "Borja Sainz / Norwich City"},
		},
		{
			"a nickname both clubs answer to is the one it mostly names",
			"Everton 1-1 Chelsea\n\nThe Blues' Cole Palmer fired home on 20 minutes. The Toffees' Beto levelled on 60 minutes.",
			[]string{"Cole Palmer / Chelsea", "Beto / Everton"},
		},
		{
			"a club's own name over a city form as long",
			"Sevilla v Real Betis\n\nThe Seville derby went to the visitors. Sevilla's Jim Carter headed home on 20 minutes.",
			[]string{"Jim Carter / Sevilla"},
		},
		{
			"led through a player until another's leveller",
			"Everton 1-1 Fulham\n\nEverton led through Jim Carter until Dan Moss's late leveller.",
			[]string{"Jim Carter / Everton", "Dan Moss / Fulham"},
		},
		{
			"pegged back when a player struck after another's opener",
			"Everton 1-1 Fulham\n\nJim Carter's opener stood until the hour. Everton were pegged back when Dan Moss struck after a corner.",
			[]string{"Jim Carter / Everton", "Dan Moss / Fulham"},
		},
		{
			"a brace told either side of another's dated leveller, and a goal the score leaves to the other side",
			"Everton 2-1 Fulham\n\nJim Carter's brace, either side of Dan Moss's 40th-minute leveller, gave Everton the win.",
			[]string{"Jim Carter / Everton", "Jim Carter / Everton", "Dan Moss / Fulham"},
		},
		{
			"a side's goal told by what it took, its scorer in a participle",
			"Everton 2-1 Fulham\n\nIt took Everton 15 minutes to break through, Jim Carter heading in. Fulham needed half an hour to respond, Dan Moss tapping in. " +
				"Tom Baker struck 20 minutes from time.",
			[]string{"Jim Carter / Everton", "Dan Moss / Fulham", "Tom Baker / Everton"},
		},
		{
			"hit back almost immediately, drew level through",
			"Everton 2-2 Fulham\n\nJim Carter headed Everton in front. The visitors hit back almost immediately, Dan Moss firing home. " +
				"Tom Baker restored the lead before the away side drew level through Sam Hill.",
			[]string{"Jim Carter / Everton", "Dan Moss / Fulham", "Tom Baker / Everton", "Sam Hill / Fulham"},
		},
		{
			"a reply told as a participle names its own club, not the goal before's",
			"Everton 1-1 Fulham\n\nJim Carter scored early on, with Dan Moss replying for Fulham late on.",
			[]string{"Jim Carter / Everton", "Dan Moss / Fulham"},
		},
		{
			"goals told as a side's strikes 'with' a noun, and a reply told as a participle",
			"Everton 2-1 Fulham\n\nEverton finally broke their goal famine with strikes by Jim Carter and Tom Baker. " +
				"But Fulham deserved credit for fighting back, with Dan Moss replying.",
			[]string{"Jim Carter / Everton", "Tom Baker / Everton", "Dan Moss / Fulham"},
		},
		{
			"got a side back on level terms",
			"Everton 1-1 Fulham\n\nJim Carter scored for Everton. Dan Moss got Fulham back on level terms.",
			[]string{"Jim Carter / Everton", "Dan Moss / Fulham"},
		},
	}
	checkLists(t, "goal clubs", tests, func(r *Report) (got []string) {
		for _, g := range r.Goals {
			team := "?"
			if g.Team != nil {
				team = *g.Team
			}
			got = append(got, g.Scorer+" / "+team)
		}
		return got
	})
}
