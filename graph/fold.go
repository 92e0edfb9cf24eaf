package graph

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// translit maps letters that carry an accent or are ligatures to plain ASCII,
// so "Džeko", "Ødegaard" and "Müller" compare equal to "Dzeko", "Odegaard"
// and "Muller". Letters not listed fold to themselves.
var translit = map[rune]string{
	'à': "a", 'á': "a", 'â': "a", 'ã': "a", 'ä': "a", 'å': "a", 'ā': "a", 'ă': "a", 'ą': "a",
	'ç': "c", 'ć': "c", 'č': "c", 'ĉ': "c", 'ċ': "c",
	'ď': "d", 'đ': "d", 'ð': "d",
	'è': "e", 'é': "e", 'ê': "e", 'ë': "e", 'ē': "e", 'ė': "e", 'ę': "e", 'ě': "e",
	'ğ': "g", 'ģ': "g",
	'ì': "i", 'í': "i", 'î': "i", 'ï': "i", 'ī': "i", 'į': "i", 'ı': "i", 'İ': "i",
	'ķ': "k", 'ĺ': "l", 'ļ': "l", 'ľ': "l", 'ł': "l",
	'ñ': "n", 'ń': "n", 'ň': "n", 'ņ': "n",
	'ò': "o", 'ó': "o", 'ô': "o", 'õ': "o", 'ö': "o", 'ø': "o", 'ō': "o", 'ő': "o",
	'ŕ': "r", 'ř': "r",
	'ś': "s", 'š': "s", 'ş': "s", 'ș': "s", 'ß': "ss",
	'ť': "t", 'ţ': "t", 'ț': "t", 'þ': "th",
	'ù': "u", 'ú': "u", 'û': "u", 'ü': "u", 'ū': "u", 'ů': "u", 'ű': "u", 'ų': "u",
	'ý': "y", 'ÿ': "y",
	'ź': "z", 'ż': "z", 'ž': "z",
	'æ': "ae", 'œ': "oe",
}

// Fold returns the comparison form of a name: lower case, accents removed,
// "&" read as "and", every other non-alphanumeric run collapsed to one space.
// "Brighton & Hove Albion" and "brighton and hove albion" fold alike.
func Fold(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	sep := func() {
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
	}
	emit := func(t string) { sep(); b.WriteString(t) }
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case 'a' <= r && r <= 'z' || '0' <= r && r <= '9':
			sep()
			b.WriteByte(byte(r))
		case 'A' <= r && r <= 'Z':
			sep()
			b.WriteByte(byte(r + ('a' - 'A')))
		case r == '&':
			space = true
			emit("and")
			space = true
		case r == '\'' || r == '’':
			// apostrophes join: "O'Shea" -> "oshea"
		default:
			l := unicode.ToLower(r)
			if t, ok := translit[l]; ok {
				emit(t)
			} else if unicode.IsLetter(l) || unicode.IsDigit(l) {
				sep()
				b.WriteRune(l)
			} else {
				space = true
			}
		}
	}
	return b.String()
}

// Slug returns the ID form of a name: its Fold with spaces as hyphens.
func Slug(s string) string {
	return strings.ReplaceAll(Fold(s), " ", "-")
}
