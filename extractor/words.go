package extractor

import "strings"

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// alwaysCommon words are never part of a name, even mid-sentence in a title.
var alwaysCommon = set(`the a an and but or of in on at to for with from by as if so than then that this these those
	it its it's he she his her they their them we our you your i my me us who whom whose which what when where why how
	after before during while since until though although however meanwhile moments minutes later earlier there here
	not no yes all both each every some any more most less only just also even still yet again once twice very much
	is was were are be been being has had have do did does can could would should will shall may might must
	somebody someone anybody anyone nobody everybody everyone`)

// commonWords are ordinary words that begin sentences; capitalised at the
// start of a sentence they are not names.
var commonWords = func() map[string]bool {
	m := set(`about above across against along among around because behind below beneath beside between beyond
	despite down inside into like near off onto out outside over past through throughout toward towards under
	unlike up upon via within without whether whatever whenever wherever whoever
	one two three four five six seven eight nine ten eleven twelve first second third fourth fifth sixth last next
	another other such same many few several half quarter
	goal goals game match win defeat draw victory result team side club fans supporters players player manager boss
	coach referee striker keeper goalkeeper defender midfielder winger forward captain substitute
	late early soon now today tonight yesterday tomorrow already almost nearly perhaps maybe indeed instead
	well good great big best better worse worst bad little long short high low new old young full
	sunday monday tuesday wednesday thursday friday saturday
	january february march april may june july august september october november december
	having being getting making taking playing promoted leading trailing aiming looking speaking asked said says
	elsewhere overall nevertheless nonetheless besides otherwise therefore thus hence indeed
	somehow anyhow anyway undeterred alas
	fifth-placed top bottom home away hosts visitors champions leaders host visiting holders defending struggling
	truth fact fortunately unfortunately sadly happily clearly surely certainly
	man woman men women boys girls everyone nobody someone something nothing everything
	let see look take make give get go come put keep play score scores scored
	ahead back round opening closing final finally start end
	just only then still`)
	for k := range alwaysCommon {
		m[k] = true
	}
	return m
}()

// commonFirstNames are never taken for a club's short form.
var commonFirstNames = set(`john james david michael paul mark steve steven peter chris luke ryan jordan
	harry jack charlie tom daniel danny lucas luis juan carlos jose diego marco mario`)

// particles join the parts of a name: "Kevin de Bruyne", "Virgil van Dijk".
var particles = set(`de da di do dos das du del della der den van von ter ten le la bin ibn al el mac`)

// nonPersonWords never occur in a person's name.
var nonPersonWords = set(`league cup stadium arena park road lane ground gate end championship trophy shield conference
	final finals group round street university sports news media press club fc afc cf sc
	sunday monday tuesday wednesday thursday friday saturday january february march april june july august
	september october november december bst gmt cet var english european british premier division bet sky
	tournament series supercup super euros olympics games world copa liga serie bundesliga ligue eredivisie
	ballon d'or awards award player of the month season table standings points field centre center stand
	north south east west northern southern eastern western street avenue city-state county state
	airways airlines bank group holdings ltd inc twitter instagram bbc espn sky ap afp reuters pa
	co boot boots glove gloves army primavera`)

// roleNouns describe a person by what they do: "the striker", "keeper X".
var roleNouns = set(`goalkeeper keeper goalie striker forward winger midfielder defender captain skipper substitute sub
	superstar star international veteran youngster teenager full-back fullback left-back right-back centre-back
	center-back centre-half centre-forward wing-back playmaker attacker frontman front-man man player campaigner
	stopper custodian debutant loanee match-winner hero marksman poacher boss manager coach head-coach
	referee linesman official gaffer talisman schemer rookie woman footballer freshman sophomore redshirt boy girl
	recruit`)

// managerRoles mark a person as a manager; refereeRoles as an official.
var managerRoles = set(`boss manager coach head-coach gaffer`)
var refereeRoles = set(`referee linesman official`)

// descModifiers may stand between "the" and a role noun in a description.
var descModifiers = set(`former ex- experienced young veteran big talented prolific towering diminutive lively tireless
	onrushing advancing visiting home opposing rival opposition hapless unfortunate impressive inspirational
	on-loan loan new record club's club's in-form dangerous evergreen stand-in makeshift backup reserve
	substitute second-half first-half half-time late teenage highly-rated influential energetic veteran
	central attacking defensive holding left right wide stand stocky speedy pacy tall head interim caretaker
	assistant unmarked unchallenged lurking marauding rampant irrepressible predatory clinical ruthless outstanding superb
	brilliant excellent industrious`)
