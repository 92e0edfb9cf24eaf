package extractor

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// tok is one word, number, score or punctuation mark of a sentence.
type tok struct {
	s      string // as written
	lo     string // lower-case, curly apostrophes made straight
	start  int    // byte offset in the text
	end    int
	word   bool // letters or digits
	cap    bool // begins with an upper-case letter
	num    bool // all digits
	poss   bool // the possessive marker "'s" or a bare "'" after a name
	quoted bool // inside quotation marks
}

// tokenize splits a sentence into tokens; inQuote carries the quotation state
// across the sentences of one paragraph.
func tokenize(s *sent, base int, inQuote *bool) []tok {
	t := s.text
	var out []tok
	i := 0
	for i < len(t) {
		r, n := utf8.DecodeRuneInString(t[i:])
		switch {
		case unicode.IsSpace(r):
			i += n
		case isWordRune(r):
			j := i
			for j < len(t) {
				q, qn := utf8.DecodeRuneInString(t[j:])
				if isWordRune(q) {
					j += qn
					continue
				}
				if q == '-' || q == '–' || q == '.' || q == '\'' || q == '’' {
					nx, _ := utf8.DecodeRuneInString(t[j+qn:])
					pv, _ := utf8.DecodeLastRuneInString(t[:j])
					if q == '\'' || q == '’' {
						// possessive "'s" ends the word; other apostrophes join (O'Neill, d'Or)
						if (nx == 's' || nx == 'S') && !isWordRune(runeAt(t, j+qn+1)) {
							break
						}
						if isWordRune(nx) {
							j += qn
							continue
						}
						break
					}
					if q == '.' {
						if unicode.IsLetter(pv) && unicode.IsUpper(nx) && utf8.RuneCountInString(lastWordPart(t[i:j])) == 1 {
							j += qn
							continue
						}
						break
					}
					if isWordRune(nx) {
						j += qn
						continue
					}
				}
				break
			}
			if end := spacedScore(t, i, j); end > 0 {
				// "3:1", "3 - 1": a score written another way reads as "3-1"
				tk := newTok(t[i:end], base+i, base+end, *inQuote)
				tk.lo, tk.num = t[i:j]+"-"+t[end-1:end], false
				out = append(out, tk)
				i = end
				continue
			}
			if w := strings.ToLower(t[i:j]); w == "own-goal" || w == "own-goals" {
				// "an own-goal by X": read as "own goal", two words
				out = append(out, newTok(t[i:i+3], base+i, base+i+3, *inQuote), newTok(t[i+4:j], base+i+4, base+j, *inQuote))
				i = j
				continue
			}
			out = append(out, newTok(t[i:j], base+i, base+j, *inQuote))
			i = j
		case r == '\'' || r == '’' || r == '‘':
			nx := runeAt(t, i+n)
			if (nx == 's' || nx == 'S') && !isWordRune(runeAt(t, i+n+1)) && len(out) > 0 && out[len(out)-1].end == base+i {
				tk := newTok(t[i:i+n+1], base+i, base+i+n+1, *inQuote)
				tk.poss, tk.lo = true, "'s"
				out = append(out, tk)
				i += n + 1
				continue
			}
			if r != '‘' && len(out) > 0 && out[len(out)-1].end == base+i && (out[len(out)-1].cap || pluralSides[out[len(out)-1].lo]) &&
				strings.HasSuffix(out[len(out)-1].lo, "s") && !isWordRune(nx) && (nextIsLowerWord(t[i+n:]) || pluralSides[out[len(out)-1].lo]) {
				tk := newTok(t[i:i+n], base+i, base+i+n, *inQuote)
				tk.poss, tk.lo = true, "'s"
				out = append(out, tk)
				i += n
				continue
			}
			out = append(out, newTok(t[i:i+n], base+i, base+i+n, *inQuote))
			i += n
		default:
			if r == '"' {
				*inQuote = !*inQuote
			} else if r == '“' {
				*inQuote = true
			} else if r == '”' {
				*inQuote = false
			}
			out = append(out, newTok(t[i:i+n], base+i, base+i+n, *inQuote))
			i += n
		}
	}
	return out
}

// spacedScore reports a score written with a colon or a spaced dash after
// the one-digit token t[i:j] ("3:1", "3 - 1", "3 – 1") and returns where it
// ends, or 0. Only one digit a side: "19:45" is a time.
func spacedScore(t string, i, j int) int {
	if j != i+1 || t[i] < '0' || t[i] > '9' || i > 0 && (t[i-1] >= '0' && t[i-1] <= '9' || t[i-1] == ':' || t[i-1] == '.') {
		return 0
	}
	k := j
	switch {
	case strings.HasPrefix(t[k:], ":"):
		k++
	case strings.HasPrefix(t[k:], " - "):
		k += 3
	case strings.HasPrefix(t[k:], " – "):
		k += len(" – ")
	default:
		return 0
	}
	if k >= len(t) || t[k] < '0' || t[k] > '9' {
		return 0
	}
	if k+1 < len(t) && (isWordRune(rune(t[k+1])) || t[k+1] == ':' || t[k+1] == '.' && k+2 < len(t) && t[k+2] >= '0' && t[k+2] <= '9') {
		return 0
	}
	return k + 1
}

// pluralSides are the lower-case plurals that name a side and take a bare
// apostrophe as possessive: "the hosts' lead", "the visitors' keeper".
var pluralSides = set(`hosts visitors`)

func runeAt(s string, i int) rune {
	if i >= len(s) {
		return ' '
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return r
}

func lastWordPart(s string) string {
	if k := strings.LastIndexAny(s, ".-"); k >= 0 {
		return s[k+1:]
	}
	return s
}

func nextIsLowerWord(s string) bool {
	s = strings.TrimLeft(s, " ")
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLower(r)
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

func newTok(s string, start, end int, quoted bool) tok {
	lo := strings.ToLower(s)
	lo = strings.ReplaceAll(lo, "’", "'")
	lo = strings.ReplaceAll(lo, "–", "-")
	r, _ := utf8.DecodeRuneInString(s)
	t := tok{s: s, lo: lo, start: start, end: end, quoted: quoted}
	t.word = isWordRune(r)
	t.cap = unicode.IsUpper(r)
	t.num = t.word && strings.Trim(s, "0123456789") == ""
	return t
}

// isScore reports whether a token is a scoreline such as "3-2".
func isScore(lo string) (int, int, bool) {
	k := strings.IndexByte(lo, '-')
	if k <= 0 || k == len(lo)-1 || k > 2 || len(lo)-k-1 > 2 {
		return 0, 0, false
	}
	a, b := lo[:k], lo[k+1:]
	if strings.Trim(a, "0123456789") != "" || strings.Trim(b, "0123456789") != "" {
		return 0, 0, false
	}
	return atoi(a), atoi(b), true
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
		if n > 100000 {
			return n
		}
	}
	return n
}
