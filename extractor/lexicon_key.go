package extractor

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Fold reduces a name to the form names are compared in: lower case, accents
// and special letters spelt in ASCII (ø->o, æ->ae, ß->ss, ł->l), "&" as "and",
// apostrophes and dots inside abbreviations dropped ("St James' Park" ->
// "st james park", "A.F.C." -> "afc"), other punctuation as a space, spaces
// collapsed and trimmed. A string already in that form is returned as it is.
func Fold(s string) string {
	if isFolded(s) {
		return s
	}
	return string(appendFold(make([]byte, 0, len(s)+4), s))
}

// appendFold appends the folded form of s to dst.
func appendFold(dst []byte, s string) []byte {
	start := len(dst)
	space := true // the last byte written is a space, or nothing is written yet
	gap := func() {
		if !space {
			dst = append(dst, ' ')
			space = true
		}
	}
	prev := ' '
	for i, r := range s {
		switch {
		case 'a' <= r && r <= 'z' || '0' <= r && r <= '9':
			dst = append(dst, byte(r))
			space = false
		case 'A' <= r && r <= 'Z':
			dst = append(dst, byte(r+'a'-'A'))
			space = false
		case r == '&':
			gap()
			dst = append(dst, "and"...)
			space = false
			gap()
		case foldIsApostrophe(r):
		case r == '.' && foldIsLetter(prev) && foldIsLetter(foldNextRune(s, i+1)):
		case r < utf8.RuneSelf:
			gap()
		case unicode.Is(unicode.Mn, r):
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			r = unicode.ToLower(r)
			if a, ok := foldTable[r]; ok {
				dst = append(dst, a...)
			} else {
				dst = utf8.AppendRune(dst, r)
			}
			space = false
		default:
			gap()
		}
		prev = r
	}
	if len(dst) > start && dst[len(dst)-1] == ' ' {
		dst = dst[:len(dst)-1]
	}
	return dst
}

// isFolded reports whether Fold would return s unchanged: lower-case ASCII
// letters and digits in words separated by single spaces.
func isFolded(s string) bool {
	if s == "" {
		return true
	}
	if s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
		case c == ' ' && s[i-1] != ' ':
		default:
			return false
		}
	}
	return true
}

func foldIsApostrophe(r rune) bool {
	switch r {
	case '\'', '’', '‘', '`', '´', 'ʼ', 'ʻ', '′':
		return true
	}
	return false
}

func foldIsLetter(r rune) bool { return r != utf8.RuneError && unicode.IsLetter(r) }

func foldNextRune(s string, i int) rune {
	if i >= len(s) {
		return ' '
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return r
}

// foldTable spells lower-case letters with diacritics, and letters English
// writes differently, in ASCII. It is built once and only read.
var foldTable = func() map[rune]string {
	m := make(map[rune]string, 256)
	for ascii, letters := range map[string]string{
		"a":  "àáâãäåāăąǎạảấầẩẫậắằẳẵặǻ",
		"ae": "æǽ",
		"c":  "çćĉċč",
		"d":  "ďđð",
		"e":  "èéêëēĕėęěẹẻẽếềểễệə",
		"g":  "ĝğġģǧ",
		"h":  "ĥħ",
		"i":  "ìíîïĩīĭįıǐịỉ",
		"ij": "ĳ",
		"j":  "ĵ",
		"k":  "ķ",
		"l":  "ĺļľŀł",
		"n":  "ñńņňŉŋ",
		"o":  "òóôõöøōŏőǒọỏốồổỗộớờởỡợơǿ",
		"oe": "œ",
		"r":  "ŕŗř",
		"s":  "śŝşšș",
		"ss": "ß",
		"t":  "ţťŧț",
		"th": "þ",
		"u":  "ùúûüũūŭůűųưǔụủứừửữựǖǘǚǜ",
		"w":  "ŵẁẃẅ",
		"y":  "ýÿŷỳỹỵ",
		"z":  "źżž",
	} {
		for _, r := range letters {
			m[r] = ascii
		}
	}
	return m
}()

// key is the form a name is indexed and looked up under: Fold, without a
// leading "the", with the words "saint" as "st" and "utd" as "united".
func lexKey(s string) string {
	f := strings.TrimPrefix(Fold(s), "the ")
	if !hasKeyWord(f, "saint") && !hasKeyWord(f, "utd") {
		return f
	}
	k, _ := appendLexKey(nil, f)
	return string(k)
}

// appendKey appends the key of s to dst and reports whether s began with "the".
func appendLexKey(dst []byte, s string) ([]byte, bool) {
	start := len(dst)
	dst = appendFold(dst, s)
	k := dst[start:]
	hadThe := len(k) > 4 && string(k[:4]) == "the "
	if hadThe {
		n := copy(k, k[4:])
		dst, k = dst[:start+n], k[:n]
	}
	if hasKeyWord(k, "saint") || hasKeyWord(k, "utd") {
		w := strings.Fields(string(k))
		for i := range w {
			switch w[i] {
			case "saint":
				w[i] = "st"
			case "utd":
				w[i] = "united"
			}
		}
		dst = append(dst[:start], strings.Join(w, " ")...)
	}
	return dst, hadThe
}

// hasWord reports whether the folded k has w as a whole word.
func hasKeyWord[T ~string | ~[]byte](k T, w string) bool {
	for i := 0; i+len(w) <= len(k); i++ {
		if (i == 0 || k[i-1] == ' ') && string(k[i:i+len(w)]) == w && (i+len(w) == len(k) || k[i+len(w)] == ' ') {
			return true
		}
	}
	return false
}

func trimLeadingThe(s string) string {
	if len(s) > 4 && strings.EqualFold(s[:4], "the ") {
		return s[4:]
	}
	return s
}

// stripAffixes removes from both ends of a key the words that carry no
// identity: company forms ("FC", "AFC", "SSC"), "Women" and its translations.
// They come off only while four letters remain, so "Bay FC" stays whole.
func stripAffixes[T ~string | ~[]byte](k T) T {
	for {
		i, j := keyFirstSpace(k), keyLastSpace(k)
		switch {
		case i > 0 && len(k)-i-1 >= 4 && isAffixPrefix(string(k[:i])):
			k = k[i+1:]
		case i == 1 && len(k) >= len("1 fc ")+4 && string(k[:len("1 fc ")]) == "1 fc ":
			k = k[len("1 fc "):]
		case j >= 4 && isAffixSuffix(string(k[j+1:])):
			k = k[:j]
		case j >= 4+len(" football") && string(k[j-len(" football"):]) == " football club":
			k = k[:j-len(" football")]
		default:
			return k
		}
	}
}

func isAffixPrefix(t string) bool {
	switch t {
	// Not "as", "us", "if": "As Madrid" is no club.
	case "fc", "afc", "cf", "sc", "fk", "sk", "bk", "cd", "ud", "rc", "rcd", "sd", "ca", "ss", "ssc", "ac",
		"acf", "sv", "tsg", "ogc", "losc", "aj", "kaa", "krc", "rsc", "sl", "rb", "ifk", "gnk", "hnk":
		return true
	}
	return false
}

func isAffixSuffix(t string) bool {
	switch t {
	case "fc", "afc", "cf", "sc", "fk", "sk", "bk", "ff", "cp", "sfc", "women", "ladies", "wfc", "lfc",
		"femeni", "feminin", "femenino", "femminile", "frauen":
		return true
	}
	return false
}

// stripGroundWords removes the words that say "ground" from a ground's key:
// "Etihad Stadium" is also "Etihad", "Estadio Santiago Bernabéu" "Santiago
// Bernabéu", "La Rosaleda" "Rosaleda"; again only while four letters remain.
func stripGroundWords[T ~string | ~[]byte](k T) T {
	for {
		i, j := keyFirstSpace(k), keyLastSpace(k)
		switch {
		case i > 0 && len(k)-i-1 >= 4 && isGroundPrefix(string(k[:i])):
			k = k[i+1:]
		case j >= 4 && isGroundSuffix(string(k[j+1:])):
			k = k[:j]
		default:
			return k
		}
	}
}

func isGroundPrefix(t string) bool {
	switch t {
	case "stadium", "stadion", "stadio", "estadio", "estadi", "stade", "municipal", "comunale",
		"de", "do", "da", "del", "della", "di", "dei", "la", "el", "des", "du", "dos", "das":
		return true
	}
	return false
}

func isGroundSuffix(t string) bool {
	switch t {
	case "stadium", "stadion", "stadio", "ground", "stadyumu":
		return true
	}
	return false
}

func keyFirstSpace[T ~string | ~[]byte](k T) int {
	for i := 0; i < len(k); i++ {
		if k[i] == ' ' {
			return i
		}
	}
	return -1
}

func keyLastSpace[T ~string | ~[]byte](k T) int {
	for i := len(k) - 1; i >= 0; i-- {
		if k[i] == ' ' {
			return i
		}
	}
	return -1
}

// everydayWords are keys of names that are also everyday English words. Written
// all in lower case they are the word, not the name: "the derby" is no club,
// "reading" no town, "euros" money.
var everydayWords = map[string]bool{
	"derby": true, "reading": true, "bury": true, "nice": true, "lens": true, "forest": true, "palace": true,
	"villa": true, "barrow": true, "wednesday": true, "city": true, "united": true, "town": true, "county": true,
	"athletic": true, "real": true, "sporting": true, "union": true, "racing": true, "standard": true, "river": true,
	"victory": true, "glory": true, "pride": true, "spirit": true, "courage": true, "wave": true, "dash": true,
	"fire": true, "current": true, "impact": true, "revolution": true, "roar": true, "phoenix": true, "galaxy": true,
	"crew": true, "reign": true, "thorns": true, "jets": true, "chiefs": true, "bulls": true, "pirates": true,
	"warriors": true, "vale": true, "orient": true, "hearts": true, "saints": true, "blues": true, "reds": true,
	"whites": true, "lions": true, "eagles": true, "wolves": true, "foxes": true, "hornets": true, "magpies": true,
	"seagulls": true, "canaries": true, "cherries": true, "bees": true, "hammers": true, "irons": true, "owls": true,
	"blades": true, "rams": true, "tigers": true, "potters": true, "swans": true, "robins": true, "royals": true,
	"hatters": true, "posh": true, "gulls": true, "hoops": true, "gas": true, "iron": true, "pools": true,
	"shots": true, "well": true, "dale": true, "caps": true, "flu": true, "gala": true, "sheriff": true,
	"celeste": true, "bridge": true, "den": true, "valley": true, "riverside": true, "cottage": true, "hive": true,
	"oval": true, "dell": true, "alm": true, "solitude": true, "dragons": true, "spiders": true, "imps": true,
	"stags": true, "millers": true, "terriers": true, "dons": true, "jags": true, "nomads": true, "cranes": true,
	"panthers": true, "cheetahs": true, "scorpions": true, "stallions": true, "elephants": true, "leopards": true,
	"championship": true, "premiership": true, "euro": true, "euros": true, "liga": true, "super cup": true,
	"polish": true, "pole": true, "swede": true, "kiwi": true, "finn": true, "dane": true, "turk": true, "scot": true,
}

// isEverydayWord reports whether name, whose key is k, is written all in lower
// case and is an everyday word.
func isEverydayWord[T ~string | ~[]byte](name string, k T) bool {
	if !everydayWords[string(k)] {
		return false
	}
	for _, r := range name {
		if unicode.IsUpper(r) {
			return false
		}
	}
	return true
}
