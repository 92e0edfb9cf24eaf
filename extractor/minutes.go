package extractor

import (
	"regexp"
	"strings"
)

// minuteExpr is a time in the match that a sentence states.
type minuteExpr struct {
	i, j     int // tokens [i, j)
	minute   int
	added    int
	hasAdded bool
	relative bool // "five minutes later": minute is an offset from the previous goal
	orStart  bool // "within four minutes": from the goal before, or from kick-off when none was told
	vague    bool // "in stoppage time": minute 90 (or 45), added unknown
	stamp    bool // a live blog's time stamp opening a paragraph ("12 min:"), the time of all it tells
	stoppage bool // told as stoppage time ("90+3", "the third minute of added time"), even in a match with extra time
}

var numberWords = map[string]int{"one": 1, "a": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
	"sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80}

var ordinalWords = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
	"eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12}

const numRe = `(\d{1,3}|` + tensRe + `|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`

// tensRe is a written number from twenty to eighty-nine: "twenty", "sixty-two".
const tensRe = `(?:twenty|thirty|forty|fifty|sixty|seventy|eighty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?`

// numARe also takes "a" for one where the phrase around it can only be a
// time ("a minute into the second half", not "after a minute's silence").
const numARe = `(\d{1,3}|a|` + tensRe + `|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`

const ordRe = `(\d{1,3}(?:st|nd|rd|th)|` + tensOrdRe + `|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|(?:thir|four|fif|six|seven|eigh|nine)teenth)`

// tensOrdRe is a written ordinal from the twentieth to the eighty-ninth:
// "twenty-third", "sixtieth".
const tensOrdRe = `(?:twentieth|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty)[- ](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))`

type minuteRule struct {
	need string // a substring the sentence must hold for the rule to apply
	re   *regexp.Regexp
	fn   func(m []string) (minuteExpr, bool)
}

func num(s string) int {
	if n, ok := numberWords[s]; ok {
		return n
	}
	if tens, unit, ok := strings.Cut(strings.Replace(s, " ", "-", 1), "-"); ok && numberWords[tens] >= 20 {
		return numberWords[tens] + numberWords[unit] + ordinalWords[unit] // "twenty-two", "twenty-third"
	}
	if n, ok := ordinalWords[s]; ok {
		return n
	}
	if t, ok := strings.CutSuffix(s, "ieth"); ok && numberWords[t+"y"] >= 20 {
		return numberWords[t+"y"] // "sixtieth"
	}
	if t, ok := strings.CutSuffix(s, "teenth"); ok {
		return numberWords[t+"teen"] // "fourteenth", "thirteenth"
	}
	return atoi(strings.TrimRight(s, "stndrh"))
}

// listedTime reads a time written bare in a list at token q, "23" or
// "90+2" (the added time before token end): the time, the last token it
// takes, and whether it is one.
func listedTime(s *sent, q, end int) (minuteExpr, int, bool) {
	mx, ok := plain(atoi(lo(s, q)))
	last := q
	if lo(s, q+1) == "+" && q+2 < end && s.toks[q+2].num {
		mx, ok = minuteExpr{minute: atoi(lo(s, q)), added: atoi(lo(s, q+2)), hasAdded: true, stoppage: true}, true
		last = q + 2
	}
	mx.i, mx.j = q, last+1
	return mx, last, ok
}

// plain turns a minute past 90 into 90 plus added time ("after 93 minutes").
func plain(n int) (minuteExpr, bool) {
	if n <= 0 || n > 130 {
		return minuteExpr{}, false
	}
	if n > 90 && n <= 105 {
		return minuteExpr{minute: 90, added: n - 90, hasAdded: true}, true
	}
	return minuteExpr{minute: n}, true
}

var minuteRules = []minuteRule{
	// "in the 45th minute plus two"
	{"minute plus", regexp.MustCompile(`\b(45|90)th minute plus ` + numRe + `\b`), func(m []string) (minuteExpr, bool) {
		n := num(m[2])
		return minuteExpr{minute: atoi(m[1]), added: n, hasAdded: true, stoppage: true}, n > 0 && n <= 20
	}},
	// a live blog's time stamp written with a prime: "9' GOAL!", "45+2' Nakagawa heads in"
	{"^#", regexp.MustCompile(`^(\d{1,3})(?: ?\+ ?(\d{1,2}))?(?:'|’)(?:\s|$)`), func(m []string) (minuteExpr, bool) {
		if m[2] != "" {
			return minuteExpr{minute: atoi(m[1]), added: atoi(m[2]), hasAdded: true, stoppage: true, stamp: true}, atoi(m[1]) == 45 || atoi(m[1]) == 90 || atoi(m[1]) == 105 || atoi(m[1]) == 120
		}
		mx, ok := plain(atoi(m[1]))
		mx.stamp = true
		return mx, ok
	}},
	{"+", regexp.MustCompile(`\b(\d{1,3}) ?\+ ?(\d{1,2})\b(?:'|’|‘| ?mins?\b)?`), func(m []string) (minuteExpr, bool) {
		return minuteExpr{minute: atoi(m[1]), added: atoi(m[2]), hasAdded: true, stoppage: true}, atoi(m[1]) == 45 || atoi(m[1]) == 90 || atoi(m[1]) == 105 || atoi(m[1]) == 120
	}},
	// "in the third minute of added time", "in the 2nd minute of first-half
	// stoppage time", "four minutes into second-half added time", "two
	// minutes into stoppage time at the end of the first half"
	{"min of|minute of|minutes into|minute into", regexp.MustCompile(`\b(?:in the ` + ordRe + `(?: and (?:final|last))? min(?:ute)? of|` + numARe + ` minutes? into) (?:the )?(first[- ]half |second[- ]half )?` +
		`(?:(?:added|stoppage|injury|additional)[- ]time|time added on)(?: at the end of (?:the (first|second) half|(extra[- ]time)))?`), func(m []string) (minuteExpr, bool) {
		n := num(m[1])
		if m[1] == "" {
			n = num(m[2])
		}
		base := 90
		if strings.HasPrefix(m[3], "first") || m[4] == "first" {
			base = 45
		}
		if m[5] != "" {
			base = 120 // "the first minute of stoppage time at the end of extra time"
		}
		return minuteExpr{minute: base, added: n, hasAdded: true, stoppage: true}, n > 0 && n <= 20
	}},
	// "in the 90+2nd minute": stoppage time written as an ordinal
	{"minute", regexp.MustCompile(`\b(\d{2,3}) ?\+ ?(\d{1,2})(?:st|nd|rd|th) min(?:ute)?\b`), func(m []string) (minuteExpr, bool) {
		return minuteExpr{minute: atoi(m[1]), added: atoi(m[2]), hasAdded: true, stoppage: true}, atoi(m[1]) == 45 || atoi(m[1]) == 90 || atoi(m[1]) == 105 || atoi(m[1]) == 120
	}},
	// "23 minutes had gone when ...", "with 23 minutes elapsed"
	// "needed just 23 minutes to go ahead", "it took Everton 23 minutes to break through"
	{"minutes to|minutes for", regexp.MustCompile(`\b(?:needed|need|needs|took|takes|required) (?:[a-z]+ )?(?:just |only |barely )?` + numRe + ` minutes (?:to|for the (?:pressure|deadlock|breakthrough|opener|opening goal|first goal))\b`), func(m []string) (minuteExpr, bool) {
		return plain(num(m[1]))
	}},
	// "needed half an hour to respond", "took an hour to break through"
	{"hour to", regexp.MustCompile(`\b(?:needed|need|needs|took|takes|required) (?:[a-z]+ )??(?:just |only |barely |almost |nearly )?(half an|an|a quarter of an) hour to\b`), func(m []string) (minuteExpr, bool) {
		return minuteExpr{minute: map[string]int{"half an": 30, "an": 60, "a quarter of an": 15}[m[1]]}, true
	}},
	{"gone|passed|elapsed|been played", regexp.MustCompile(`\b` + numRe + ` minutes (?:had |have )?(?:gone|passed|elapsed|been played)\b`), func(m []string) (minuteExpr, bool) {
		return plain(num(m[1]))
	}},
	// "in the first minute of the second half": counted from the half's start
	{"minute of the", regexp.MustCompile(`\bin the ` + ordRe + ` minute of the (first|second)[- ]half\b`), func(m []string) (minuteExpr, bool) {
		n := num(m[1])
		if m[2] == "second" {
			n += 45
		}
		return minuteExpr{minute: n}, num(m[1]) > 0 && num(m[1]) <= 45
	}},
	// "in the fourth of five added minutes", "the second of six minutes of stoppage time"
	{"st of|nd of|rd of|th of|last of", regexp.MustCompile(`\bthe (` + ordRe + `|last) of (?:the )?` + numRe + ` (?:added |additional |stoppage[- ]time |injury[- ]time )?minutes(?: of (?:added|stoppage|injury)[- ]time| added on)?(?: at the end of the (first|second) half)?`), func(m []string) (minuteExpr, bool) {
		// groups: 1 the ordinal or "last" (2 inside it), 3 how many, 4 the half
		total := num(m[3])
		n := num(m[1])
		if m[1] == "last" {
			n = total // "the last of eight added minutes"
		}
		base := 90
		if m[4] == "first" {
			base = 45 // "... at the end of the first half"
		}
		return minuteExpr{minute: base, added: n, hasAdded: true, stoppage: true}, n > 0 && n <= total && (strings.Contains(m[0], "added") || strings.Contains(m[0], "additional") ||
			strings.Contains(m[0], "stoppage") || strings.Contains(m[0], "injury"))
	}},
	// a live blog's time stamp opening a paragraph: "12 min: ...", "90+3 min: ..."
	{"^#", regexp.MustCompile(`^(\d{1,3})(?: ?\+ ?(\d{1,2}))? ?(?:min|mins|minutes)(?:\b ?[:.\-–—]|$)`), func(m []string) (minuteExpr, bool) {
		if m[2] != "" {
			return minuteExpr{minute: atoi(m[1]), added: atoi(m[2]), hasAdded: true, stoppage: true, stamp: true}, atoi(m[1]) == 45 || atoi(m[1]) == 90
		}
		mx, ok := plain(atoi(m[1]))
		mx.stamp = true
		return mx, ok
	}},
	// a live blog's bare time stamp: "23 – Carter heads in", "90+2: GOAL!",
	// "Min 23: ...", "Minute 90+2 - ..."
	{"^#m", regexp.MustCompile(`^(?:min(?:ute)?\.? )?(\d{1,3})(?: ?\+ ?(\d{1,2}))?(?: ?[-–—]|:) `), func(m []string) (minuteExpr, bool) {
		if m[2] != "" {
			return minuteExpr{minute: atoi(m[1]), added: atoi(m[2]), hasAdded: true, stoppage: true, stamp: true}, atoi(m[1]) == 45 || atoi(m[1]) == 90
		}
		mx, ok := plain(atoi(m[1]))
		mx.stamp = true
		return mx, ok
	}},
	// a goal's heading naming its scorer and time: "Mendes, 19 mins: ...", "Vale, 45+2 min - ..."
	{"min", regexp.MustCompile(`^[^,:.()]{1,40}, (\d{1,3})(?: ?\+ ?(\d{1,2}))? ?(?:min|mins|minutes)\b ?[:\-–—]`), func(m []string) (minuteExpr, bool) {
		if m[2] != "" {
			return minuteExpr{minute: atoi(m[1]), added: atoi(m[2]), hasAdded: true, stoppage: true, stamp: true}, atoi(m[1]) == 45 || atoi(m[1]) == 90
		}
		mx, ok := plain(atoi(m[1]))
		mx.stamp = true
		return mx, ok
	}},
	{"deep", regexp.MustCompile(`\bdeep (?:into|in) (?:the )?(first[- ]half |second[- ]half )?(?:added|stoppage|injury|additional)[- ]time\b`), func(m []string) (minuteExpr, bool) {
		if strings.HasPrefix(m[1], "first") {
			return minuteExpr{minute: 45, vague: true}, true
		}
		return minuteExpr{minute: 90, vague: true}, true
	}},
	{"added|stoppage|injury|additional", regexp.MustCompile(`\b(first[- ]half |second[- ]half )?(?:added|stoppage|injury|additional)[- ]time\b`), func(m []string) (minuteExpr, bool) {
		if strings.HasPrefix(m[1], "first") {
			return minuteExpr{minute: 45, vague: true}, true
		}
		return minuteExpr{minute: 90, vague: true}, true
	}},
	{"(", regexp.MustCompile(`\(\s*(?:(?:pen|penalty|og|o\.g\.|p)\s*,\s*)?(\d{1,3})\s*(?:'|’|min|mins)?\s*,?\s*(?:pen|penalty|og|o\.g\.|p)?\s*\)`), func(m []string) (minuteExpr, bool) {
		return plain(atoi(m[1]))
	}},
	{"#'", regexp.MustCompile(`\b(\d{1,3})(?:'|’|‘)(?:\W|$)`), func(m []string) (minuteExpr, bool) { return plain(atoi(m[1])) }},
	{"min", regexp.MustCompile(`\b(\d{1,3})(?:st|nd|rd|th)[- ]min(?:ute)?s?\b`), func(m []string) (minuteExpr, bool) { return plain(atoi(m[1])) }},
	{"min", regexp.MustCompile(`\b(?:in|on) the ` + ordRe + `[- ]min(?:ute)?\b`), func(m []string) (minuteExpr, bool) { return plain(num(m[1])) }},
	// "in the 88th", "a screamer in the 88th set the scene": not "in the
	// 19th century", "the 154th derby"
	{"#", regexp.MustCompile(`\b(?:in|on) the (\d{1,3})(?:st|nd|rd|th)\b(?: ?[.,;)]| ([a-z-]+)|$)`), func(m []string) (minuteExpr, bool) {
		if notMinuteNouns[m[2]] {
			return minuteExpr{}, false
		}
		return plain(atoi(m[1]))
	}},
	{"minutes into|minute into", regexp.MustCompile(`\b` + numARe + ` minutes? into the (first|second) half`), func(m []string) (minuteExpr, bool) {
		if m[2] == "second" {
			return plain(45 + num(m[1]))
		}
		return plain(num(m[1]))
	}},
	{"extra", regexp.MustCompile(`\b` + numRe + ` minutes? into (?:the (first|second) (?:half|period) of )?extra[- ]time`), func(m []string) (minuteExpr, bool) {
		if m[2] == "second" {
			return minuteExpr{minute: 105 + num(m[1])}, true
		}
		return minuteExpr{minute: 90 + num(m[1])}, true
	}},
	{"minutes after|minute after|minutes into|minute into", regexp.MustCompile(`\b` + numARe + ` minutes? (?:after|into) (?:the (?:restart|break|interval|second period|resumption)|half[- ]?time)`), func(m []string) (minuteExpr, bool) {
		return plain(45 + num(m[1]))
	}},
	{"minutes after|minute after", regexp.MustCompile(`\b` + numARe + ` minutes? after (?:the )?(?:kick-off|kickoff|kick off|(?:opening|first|initial|starting) whistle|start)`), func(m []string) (minuteExpr, bool) {
		return plain(num(m[1])) // "12 minutes after kick-off"
	}},
	{"minutes into|minute into", regexp.MustCompile(`\b` + numARe + ` minutes? into (?:the |his |her |their |its )?(?:[a-z'-]+ ){0,3}?(?:game|match|contest|first period|opening period|debut|clash|tie|encounter|derby|final|meeting|proceedings|action)\b`), func(m []string) (minuteExpr, bool) {
		return plain(num(m[1]))
	}},
	// a time told first: "Eight minutes in, ...", "Twenty-two minutes in and ..."
	{"minutes in|minute in|mins in|min in", regexp.MustCompile(`(?:^|\b(?:just|only|barely|but|and|then|scored|struck|netted|hit|broke through|came|was|were) )` + numARe + ` (?:minutes?|mins?) in(?: ?[,.;]| and\b| when\b| the\b|$)`), func(m []string) (minuteExpr, bool) {
		return plain(num(m[1]))
	}},
	{"normal time|regulation", regexp.MustCompile(`\b(?:in|during) the (?:final|last) minute of (?:normal|regulation|ordinary) time\b`), func(m []string) (minuteExpr, bool) {
		return minuteExpr{minute: 90}, true
	}},
	{"minutes from|minute from|minutes before|minute before", regexp.MustCompile(`\b` + numARe + ` minutes? (?:from|before) (?:time|the end|full[- ]?time|the (?:final )?whistle)`), func(m []string) (minuteExpr, bool) {
		return plain(90 - num(m[1]))
	}},
	{"minutes before|minute before", regexp.MustCompile(`\b` + numARe + ` minutes? before (?:half[- ]?time|the break|the interval)`), func(m []string) (minuteExpr, bool) {
		return plain(45 - num(m[1]))
	}},
	{"minutes left|minute left|minutes remaining|minute remaining|minutes to|minute to|time remaining|time left|time to|of the game|of the match|of the 90", regexp.MustCompile(`\bwith (?:just |only )?` + numARe + ` minutes? (?:of (?:normal|regulation|ordinary) time |of the (?:game|match|90) )?(?:left|remaining|to go|to play)`), func(m []string) (minuteExpr, bool) {
		return plain(90 - num(m[1]))
	}},
	{"of the first half", regexp.MustCompile(`\bwith (?:just |only )?` + numARe + ` minutes? of the first half (?:left|remaining|to go|to play)`), func(m []string) (minuteExpr, bool) {
		return plain(45 - num(m[1])) // "with a minute of the first half to play"
	}},
	{"gone|played|clock", regexp.MustCompile(`\bwith (?:just |only )?` + numRe + ` minutes? (?:gone|played|on the clock)\b`), func(m []string) (minuteExpr, bool) {
		return plain(num(m[1]))
	}},
	{"minute|mins", regexp.MustCompile(`\b(?:(?:after|on|at) (?:just |only )?` + numRe + ` ?min(?:ute)?s?|in ` + numRe + ` ?mins?)\b`), func(m []string) (minuteExpr, bool) {
		if m[1] == "" {
			return plain(num(m[2])) // "in 14mins": the abbreviation, not "in 90 minutes"
		}
		return plain(num(m[1]))
	}},
	// "in minute 23", "at minute 23", "on the 23-minute mark", "in the 23. minute"
	{"in minute|at minute|minute mark|. minute", regexp.MustCompile(`\b(?:(?:in|at) minute (\d{1,3})\b|(?:on|at|around) the (\d{1,3})-minute mark|in the (\d{1,3})\. minute\b)`), func(m []string) (minuteExpr, bool) {
		return plain(atoi(m[1] + m[2] + m[3]))
	}},
	{"stroke|right on", regexp.MustCompile(`\b(?:on the stroke of|right on) (half|full)[- ]?time\b`), func(m []string) (minuteExpr, bool) {
		if m[1] == "half" {
			return minuteExpr{minute: 45}, true
		}
		return minuteExpr{minute: 90}, true
	}},
	{"hour left|hour remaining|hour to go|hour to play", regexp.MustCompile(`\bwith (?:just |only )?(a quarter of an|half an) hour (?:left|remaining|to go|to play)`), func(m []string) (minuteExpr, bool) {
		if m[1] == "half an" {
			return plain(60)
		}
		return plain(75)
	}},
	// "inside the first minute", "in the opening minute" (not "... of the
	// second half")
	{"first minute|opening minute", regexp.MustCompile(`\b(?:inside|within|in) the (?:first|opening) minute\b(?: of)?`), func(m []string) (minuteExpr, bool) {
		return minuteExpr{minute: 1}, !strings.HasSuffix(m[0], " of")
	}},
	// "seconds after the restart", "within 30 seconds of the restart": the
	// second half's first minute
	{"seconds", regexp.MustCompile(`\b(?:(?:within|inside|after) (?:just |only |barely )?` + numRe + ` seconds of|(?:just |only |barely |mere )?(?:(?:` + numRe + `|a few) )?seconds (?:after|into)) the (?:restart|break|interval|second half|second period|resumption)\b`), func(m []string) (minuteExpr, bool) {
		return plain(46)
	}},
	// "three minutes shy of the hour", "two minutes short of half-time"
	{"shy of|short of", regexp.MustCompile(`\b` + numARe + ` minutes? (?:shy|short) of (the hour|half[- ]?time|the break|the interval|full[- ]?time|time)\b`), func(m []string) (minuteExpr, bool) {
		base := 90
		switch m[2] {
		case "the hour":
			base = 60
		case "half-time", "half time", "halftime", "the break", "the interval":
			base = 45
		}
		return plain(base - num(m[1]))
	}},
	{"quarter-hour|quarter hour", regexp.MustCompile(`\b(?:on|at|around|after) the quarter[- ]hour(?: mark)?\b`), func(m []string) (minuteExpr, bool) {
		return minuteExpr{minute: 15}, true
	}},
	// a bare number after a finish: "struck again on 78", "levelled on 56 and ..."
	{" on 1| on 2| on 3| on 4| on 5| on 6| on 7| on 8| on 9", regexp.MustCompile(`\b(?:scored|scores|struck|strikes|netted|nets|again|equalised|equalized|levelled|leveled|headed|fired|converted|replied|responded|added|doubled|it) on (\d{1,3})(?:[.,;)]|\s+(?:and|when|as|but|after|before|with|to|by|from)\b|$)`), func(m []string) (minuteExpr, bool) {
		return plain(atoi(m[1]))
	}},
	// "almost immediately off the second-half kick-off"
	{"kick", regexp.MustCompile(`\b(?:off|from|after|straight from|directly from) the (?:second[- ]half|restart) kick[- ]?off\b`), func(m []string) (minuteExpr, bool) {
		return plain(46)
	}},
	// a live blog's scoreline with its scorer and time in brackets:
	// "GOAL! Everton 1-1 Fulham (Dan Moss, 56)", "(Tom Baker pen, 88)"
	{"(", regexp.MustCompile(`\d-\d[^()]{0,40}\([^(),]{2,40},\s*(\d{1,3})(?:\s*\+\s*(\d{1,2}))?(?:'|’| ?mins?)?(?:,?\s*(?:pen|penalty|og|o\.g\.))?\s*\)`), func(m []string) (minuteExpr, bool) {
		if m[2] != "" {
			return minuteExpr{minute: atoi(m[1]), added: atoi(m[2]), hasAdded: true, stoppage: true}, atoi(m[1]) == 45 || atoi(m[1]) == 90
		}
		return plain(atoi(m[1]))
	}},
	// "after 30 seconds", "22 seconds into the derby": the first minute
	{"seconds", regexp.MustCompile(`\b(?:(?:after|inside|within|in) (?:just |only |barely )?` + numRe + ` seconds|` + numRe + ` seconds in(?:to)?)\b`), func(m []string) (minuteExpr, bool) {
		n := num(m[1])
		if m[1] == "" {
			n = num(m[2])
		}
		return minuteExpr{minute: (n + 59) / 60}, n > 0 && n <= 180 // "90 seconds in": the second minute
	}},
	{"half an hour in", regexp.MustCompile(`\bhalf an hour in(?:to (?:the )?(?:game|match))?\b`), func(m []string) (minuteExpr, bool) {
		return minuteExpr{minute: 30}, true
	}},
	// "in the final minute" (of normal time, not "... of the first half")
	{"final minute|last minute", regexp.MustCompile(`\bin the (?:final|last) minute\b(?: of)?`), func(m []string) (minuteExpr, bool) {
		return minuteExpr{minute: 90}, !strings.HasSuffix(m[0], " of")
	}},
	{"quarter of an hour", regexp.MustCompile(`\b(?:after|in|on|inside|within) (?:a |the first )?quarter of an hour\b`), func(m []string) (minuteExpr, bool) {
		return minuteExpr{minute: 15}, true
	}},
	{"half an hour|half-hour|half hour", regexp.MustCompile(`\b(just |shortly |soon )?(?:after (?:half an hour|the half[- ]hour mark)|(?:on|at|around) the half[- ]hour mark)\b`), func(m []string) (minuteExpr, bool) {
		return minuteExpr{minute: 30}, m[1] == "" // not "just after the half-hour mark"
	}},
	{"hour", regexp.MustCompile(`\b(?:on the hour|(?:on|at|around) the hour mark)\b`), func(m []string) (minuteExpr, bool) { return minuteExpr{minute: 60}, true }},
	{"half", regexp.MustCompile(`\bon the half[- ]hour\b`), func(m []string) (minuteExpr, bool) { return minuteExpr{minute: 30}, true }},
	{"within|inside", regexp.MustCompile(`\b(?:within|inside) (?:just |only )?` + numARe + ` minutes?(?: of (the restart|the break|the interval|the second half|the resumption|kick-off|the kick-off|the start))?`), func(m []string) (minuteExpr, bool) {
		switch m[2] {
		case "":
			return minuteExpr{minute: num(m[1]), relative: true, orStart: true}, true // "were level within four minutes" of the goal before
		case "kick-off", "the kick-off", "the start":
			return plain(num(m[1]))
		}
		return plain(45 + num(m[1]))
	}},
	{"later|after that|afterwards", regexp.MustCompile(`\b` + numARe + ` minutes? (?:later|after that|afterwards)\b`), func(m []string) (minuteExpr, bool) {
		return minuteExpr{minute: num(m[1]), relative: true}, true
	}},
}

// findMinutes finds the times a sentence states, earliest rule first where
// two overlap.
// notMinuteNouns follow an ordinal that counts something other than the
// match's minutes: "in the 19th century", "on the 5th round".
var notMinuteNouns = set(`century centuries round rounds leg legs season seasons year years anniversary place
	position game games match matches meeting meetings derby derbies row straight consecutive league title titles
	goal goals win wins victory defeat cap caps appearance appearances tier division spot seed edition final
	finals birthday half time times day days week weeks month months hole lap stage tournament edition percentile
	minute minutes of`)

func (d *doc) findMinutes(s *sent) {
	// a prime ("53′") marks a minute as the apostrophe does; both take
	// three bytes, so offsets stay the text's
	lo := strings.ReplaceAll(asciiLower(s.text), "′", "’")
	if strings.Contains(lo, "extra time") || strings.Contains(lo, "extra-time") {
		d.extraTime = true
	}
	taken := make([]bool, len(lo))
	hasMin := strings.Contains(lo, "min")
	for k, r := range minuteRules {
		if minRules[k] && !hasMin || !ruleApplies(lo, r.need) {
			continue
		}
		for _, loc := range r.re.FindAllStringSubmatchIndex(lo, -1) {
			if r.need == "minutes in|minute in|mins in|min in" && len(loc) > 3 && loc[2] >= 0 {
				loc[0] = loc[2] // the time starts at its number: "struck 23 minutes in"
			}
			if overlaps(taken, loc[0], loc[1]) {
				continue
			}
			groups := make([]string, len(loc)/2)
			for g := range groups {
				if loc[2*g] >= 0 {
					groups[g] = lo[loc[2*g]:loc[2*g+1]]
				}
			}
			mx, ok := r.fn(groups)
			if !ok {
				continue
			}
			for k := loc[0]; k < loc[1]; k++ {
				taken[k] = true
			}
			end := loc[1]
			for end > loc[0]+1 && (lo[end-1] == ' ' || lo[end-1] == '\t' || lo[end-1] == '\n') {
				end-- // a rule's trailing space is no part of the time ("23' Carter ...")
			}
			mx.i, mx.j = s.tokIndex(s.start+loc[0]), s.tokIndex(s.start+end-1)+1
			s.minutes = append(s.minutes, mx)
		}
	}
	s.minutes = append(s.minutes, listedTimes(s, s.minutes)...)
	s.minutes = append(s.minutes, gappedTimes(s, s.minutes)...)
	for a := 1; a < len(s.minutes); a++ {
		for b := a; b > 0 && s.minutes[b].i < s.minutes[b-1].i; b-- {
			s.minutes[b], s.minutes[b-1] = s.minutes[b-1], s.minutes[b]
		}
	}
}

// listedTimes reads the times a list gives with its unit named once: "on
// 23 and 45 minutes", "after 12, 40 and 77 minutes", "in the 23rd, 45th and
// 60th minutes", "in the 23rd and 45th" (the times the rules read stay as
// they are). Not "between 23 and 45 minutes", a stretch of the match.
func listedTimes(s *sent, found []minuteExpr) []minuteExpr {
	var out []minuteExpr
	for k := 1; k < len(s.toks); k++ {
		start := k
		if lo(s, k) == "the" {
			start++
		}
		if !listPreps[lo(s, k-1)] || !timeTok(s, start) {
			continue
		}
		ord := isOrdinalTok(s, start)
		list := []int{start}
		q := start + 1
		for {
			if lo(s, q) == "," && timeTok(s, q+1) && isOrdinalTok(s, q+1) == ord {
				list = append(list, q+1)
				q += 2
				continue
			}
			if (lo(s, q) == "and" || lo(s, q) == "&") && timeTok(s, q+1) && isOrdinalTok(s, q+1) == ord {
				list = append(list, q+1)
				q += 2
			}
			break
		}
		if len(list) == 1 && lo(s, k-2) == "again" && len(found) > 0 && !s.toks[q].word && !timeAt(found, start) {
			// "on 23 minutes and again on 45": the unit of the time before
			if m, ok := plain(num(lo(s, start))); ok && m.minute > found[0].minute {
				m.i, m.j = start, start+1
				out = append(out, m)
			}
			continue
		}
		unit := minuteUnits[lo(s, q)]
		if len(list) < 2 || !unit && !(ord && timeAt(found, list[len(list)-1])) {
			continue
		}
		var times []minuteExpr
		for _, at := range list {
			m, ok := plain(num(lo(s, at)))
			if !ok || len(times) > 0 && m.minute+m.added <= times[len(times)-1].minute+times[len(times)-1].added {
				times = nil
				break
			}
			m.i, m.j = at, at+1
			times = append(times, m)
		}
		for _, m := range times {
			if !timeAt(found, m.i) {
				out = append(out, m)
			}
		}
		k = q
	}
	return out
}

// gappedTimes reads a bare number after the preposition of a time told
// earlier in the sentence with its unit, at the end of a clause: "A scored
// after 12 minutes, B after 40", "... and his winner after 77".
func gappedTimes(s *sent, found []minuteExpr) []minuteExpr {
	var out []minuteExpr
	for k := 1; k+1 < len(s.toks); k++ {
		p := lo(s, k)
		if !listPreps[p] || !s.toks[k+1].num || timeAt(found, k+1) {
			continue
		}
		if nx := lo(s, k+2); k+2 < len(s.toks) && nx != "," && nx != "and" && nx != "." && nx != ";" {
			continue
		}
		if w := lo(s, k-1); w != "," && w != "and" && !s.toks[k-1].word {
			continue
		}
		for _, f := range found {
			if f.j <= k && lo(s, f.i) == p && !f.relative && !f.vague && !f.stamp && minuteUnits[lo(s, f.j-1)] {
				if m, ok := plain(atoi(lo(s, k+1))); ok && m.minute > f.minute {
					m.i, m.j = k, k+2
					out = append(out, m)
				}
				break
			}
		}
	}
	return out
}

// minuteUnits name the unit a list of times shares.
var minuteUnits = set(`minutes minute mins min '`)

// timeTok reports a number that may be a time at token k: "23", "23rd".
func timeTok(s *sent, k int) bool {
	return k < len(s.toks) && (s.toks[k].num || isOrdinalTok(s, k))
}

// listPreps open a list of times: "on 23 and 45 minutes", "in the 23rd and
// 45th minutes".
var listPreps = set(`on in after at`)

// isOrdinalTok reports an ordinal written in digits at token k: "23rd".
func isOrdinalTok(s *sent, k int) bool {
	w := lo(s, k)
	if len(w) < 3 || w[0] < '0' || w[0] > '9' {
		return false
	}
	suf := w[len(w)-2:]
	return suf == "st" || suf == "nd" || suf == "rd" || suf == "th"
}

// timeAt reports a time already read at token k.
func timeAt(ms []minuteExpr, k int) bool {
	for _, m := range ms {
		if k >= m.i && k < m.j {
			return true
		}
	}
	return false
}

func overlaps(taken []bool, a, b int) bool {
	for k := a; k < b; k++ {
		if taken[k] {
			return true
		}
	}
	return false
}

// asciiLower lower-cases ASCII letters only, so byte offsets stay put.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// tokIndex returns the token holding the byte offset (or the next one).
func (s *sent) tokIndex(off int) int {
	for k, t := range s.toks {
		if off < t.end {
			return k
		}
	}
	return len(s.toks) - 1
}

// minRules marks the rules whose every needed substring holds "min": a
// sentence without "min" skips them at once.
var minRules = func() []bool {
	out := make([]bool, len(minuteRules))
	for k, r := range minuteRules {
		all := r.need != "" && r.need[0] != '#' && r.need[0] != '^'
		for _, n := range strings.Split(r.need, "|") {
			all = all && strings.Contains(n, "min")
		}
		out[k] = all
	}
	return out
}()

// ruleApplies is a cheap test before a minute rule's expression runs: "#"
// needs a digit, "^#" a digit first, "^#m" a digit or "min" first, "#'" a
// digit and an apostrophe, anything else that text.
func ruleApplies(lo, need string) bool {
	switch need {
	case "#":
		return strings.ContainsAny(lo, "0123456789")
	case "^#":
		return lo != "" && lo[0] >= '0' && lo[0] <= '9'
	case "^#m":
		return lo != "" && (lo[0] >= '0' && lo[0] <= '9' || strings.HasPrefix(lo, "min"))
	case "#'":
		return strings.ContainsAny(lo, "0123456789") && strings.ContainsAny(lo, "'’‘")
	}
	for need != "" {
		n, rest, _ := strings.Cut(need, "|")
		if strings.Contains(lo, n) {
			return true
		}
		need = rest
	}
	return false
}

// window is the stretch of the match, in minutes, a telling's words place a
// goal in: "early on" [0, 25], "midway through the second half" [55, 82],
// "late on" [70, 120]. The zero window says nothing.
type window struct{ lo, hi int }

func (w window) known() bool { return w.hi > 0 }

// holds reports a stated minute inside the window (45+2 is still the first
// half; 90+4 is late).
func (w window) holds(m *minuteExpr) bool {
	if !w.known() || m == nil || m.vague || m.relative {
		return true
	}
	return m.minute >= w.lo && m.minute <= w.hi
}

// meets reports two windows that overlap.
func (w window) meets(o window) bool {
	return !w.known() || !o.known() || w.lo <= o.hi && o.lo <= w.hi
}

// narrow returns the overlap of two windows, either when the other says nothing.
func (w window) narrow(o window) window {
	switch {
	case !w.known():
		return o
	case !o.known() || !w.meets(o):
		return w
	}
	return window{max(w.lo, o.lo), min(w.hi, o.hi)}
}

const lastMinute = 130

// halfWords name the break between the halves.
var halfWords = set(`break interval half-time halftime restart resumption`)

// timeWindow reads the stretch of the match tokens [a, b) of a sentence
// name without a minute, and the words just after b ("just before the
// break" may close the clause).
func timeWindow(s *sent, a, b int) window {
	half := func(k int) string { // "first" or "second" for "(in|through) the first half"
		if lo(s, k) == "the" {
			k++
		}
		if w := lo(s, k); (w == "first" || w == "second") && lo(s, k+1) == "half" {
			return w
		}
		if w := lo(s, k); w == "first-half" || w == "second-half" {
			return w[:len(w)-5]
		}
		return ""
	}
	aroundHalf := func(k int) bool {
		if lo(s, k) == "the" {
			k++
		}
		return halfWords[lo(s, k)]
	}
	for k := a; k < b+3 && k < len(s.toks); k++ {
		w, next := lo(s, k), lo(s, k+1)
		near := k > 0 && (lo(s, k-1) == "just" || lo(s, k-1) == "shortly" || lo(s, k-1) == "soon" || lo(s, k-1) == "right" ||
			lo(s, k-1) == "moments" || lo(s, k-1) == "immediately" || lo(s, k-1) == "seconds")
		switch {
		case w == "before" && aroundHalf(k+1) && near:
			return window{28, 45}
		case w == "after" && aroundHalf(k+1) && near || w == "soon" && next == "after" && aroundHalf(k+2):
			return window{46, 62}
		case k >= b:
			if w != "just" && w != "shortly" && w != "soon" && w != "right" && w != "moments" && w != "before" && w != "after" {
				return window{}
			}
		case w == "early" && next == "on" || w == "early" && next == "in" && (lo(s, k+2) == "the" && (lo(s, k+3) == "game" || lo(s, k+3) == "match" || lo(s, k+3) == "contest") || half(k+2) == "first"):
			return window{0, 25}
		case w == "early" && next == "in" && half(k+2) == "second" || w == "early" && next == "after" && aroundHalf(k+2):
			return window{46, 65}
		case w == "midway" && (next == "through" || next == "into") && half(k+2) == "first":
			return window{10, 38}
		case w == "midway" && (next == "through" || next == "into") && half(k+2) == "second":
			return window{55, 82}
		case w == "late" && next == "in" && half(k+2) == "first":
			return window{30, 45}
		case w == "late" && next == "on" || w == "late" && next == "in" && (lo(s, k+2) == "the" && (lo(s, k+3) == "game" || lo(s, k+3) == "match")):
			return window{70, lastMinute}
		case (w == "closing" || w == "dying") && (next == "minutes" || next == "stages" || next == "moments" || next == "seconds"):
			return window{75, lastMinute}
		case w == "opening" && (next == "minutes" || next == "exchanges" || next == "seconds"):
			return window{0, 15}
		}
	}
	return window{}
}
