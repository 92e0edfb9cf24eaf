package extractor

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxSentenceBytes bounds one sentence so that per-sentence work stays small
// on text with no punctuation at all.
const maxSentenceBytes = 2000

// sent is one sentence of the report.
type sent struct {
	idx      int
	para     int    // index of the line (paragraph) it belongs to
	start    int    // byte offset in the text
	end      int    // byte offset just past it
	text     string // text[start:end]
	headline bool   // a title line: no final stop, first line of the text
	toks     []tok
	ments    []*mention
	minutes  []minuteExpr
	other    bool // narrates another match ("in the first meeting")
	shout    int8 // 2: a line in capitals throughout (shouted), 1: not, 0: not yet asked
	// bound caches isBoundary for each token once the mentions are final
	// (set by the evidence stage; nil before)
	bound []bool
	// classes caches each token's word classes (wordBits), with bound
	classes []wordBits
}

// is reports token i in class b; a token out of range is in none.
func (s *sent) is(i int, b wordBits) bool {
	if i < 0 || i >= len(s.toks) {
		return false
	}
	if s.classes == nil {
		return bitsOf(s.toks[i].lo)&b != 0
	}
	return s.classes[i]&b != 0
}

// isBound is isBoundary, read from the cache when there is one.
func (s *sent) isBound(i int) bool {
	if s.bound != nil {
		return s.bound[i]
	}
	return isBoundary(s, i)
}

// cacheBounds fills the boundary and word class caches; the mentions must
// not change after.
func (s *sent) cacheBounds() {
	s.bound = make([]bool, len(s.toks))
	s.classes = make([]wordBits, len(s.toks))
	for i := range s.toks {
		s.bound[i] = isBoundary(s, i)
		s.classes[i] = bitsOf(s.toks[i].lo)
	}
}

func (s *sent) source() Source { return Source{Sentence: s.text, Start: s.start, End: s.end} }

// segment splits the text into lines and the lines into sentences.
func (d *doc) segment() {
	text := d.text
	para := 0
	for lineStart := 0; lineStart < len(text); {
		nl := strings.IndexByte(text[lineStart:], '\n')
		lineEnd := len(text)
		if nl >= 0 {
			lineEnd = lineStart + nl
		}
		if strings.TrimSpace(text[lineStart:lineEnd]) != "" {
			d.splitLine(lineStart, lineEnd, para)
			para++
		}
		lineStart = lineEnd + 1
	}
	if len(d.sents) > 0 {
		first := d.sents[0]
		if first.para == 0 && len(first.text) < 160 && !endsWithStop(first.text) {
			onlyOne := len(d.sents) == 1 || d.sents[1].para != 0
			if onlyOne && len(d.sents) > 1 {
				first.headline = true
			}
		}
	}
}

func endsWithStop(s string) bool {
	s = strings.TrimRight(s, " \t\r\"'”’)")
	return strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?")
}

// splitLine cuts text[start:end] into sentences at a stop followed by space and
// a capital, a digit or an opening quote, unless the stop ends an abbreviation
// or the sentence so far holds no word.
func (d *doc) splitLine(start, end, para int) {
	text := d.text
	from := start
	for i := start; i < end; {
		r, n := utf8.DecodeRuneInString(text[i:])
		cut := -1
		if r == '.' || r == '!' || r == '?' {
			j := i + n
			for j < end && strings.ContainsRune("\"'”’)", rune(text[j])) {
				j++
			}
			// closing curly quote is multi-byte
			for j < end {
				q, qn := utf8.DecodeRuneInString(text[j:])
				if q == '”' || q == '’' {
					j += qn
					continue
				}
				break
			}
			if j < end && (text[j] == ' ' || text[j] == '\t') {
				k := j
				for k < end && (text[k] == ' ' || text[k] == '\t') {
					k++
				}
				if k < end {
					nr, _ := utf8.DecodeRuneInString(text[k:])
					if (unicode.IsUpper(nr) || unicode.IsDigit(nr) || strings.ContainsRune("\"“‘'(", nr)) &&
						!abbreviationBefore(text[from:i]) && hasWord(text[from:i]) {
						cut = j
					}
				}
			}
		} else if i-from > maxSentenceBytes && (r == ' ' || r == ',' || r == ';') {
			cut = i + n
		}
		if cut >= 0 {
			d.addSent(from, cut, para)
			from = cut
			i = cut
			continue
		}
		i += n
	}
	d.addSent(from, end, para)
}

func (d *doc) addSent(start, end, para int) {
	text := d.text
	for start < end {
		r, n := utf8.DecodeRuneInString(text[start:])
		if !unicode.IsSpace(r) {
			break
		}
		start += n
	}
	for end > start {
		r, n := utf8.DecodeLastRuneInString(text[start:end])
		if !unicode.IsSpace(r) {
			break
		}
		end -= n
	}
	if end <= start {
		return
	}
	d.sents = append(d.sents, &sent{idx: len(d.sents), para: para, start: start, end: end, text: text[start:end]})
}

var abbreviations = map[string]bool{
	"st": true, "mr": true, "mrs": true, "ms": true, "dr": true, "jr": true, "sr": true, "vs": true, "v": true,
	"no": true, "co": true, "inc": true, "ltd": true, "mt": true, "ft": true, "u.s": true, "u.k": true, "feb": true,
	"jan": true, "aug": true, "sept": true, "sep": true, "oct": true, "nov": true, "dec": true, "approx": true,
}

// abbreviationBefore reports whether s ends with an abbreviation or initial.
func abbreviationBefore(s string) bool {
	k := len(s)
	for k > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:k])
		if !(unicode.IsLetter(r) || r == '.') {
			break
		}
		k -= n
	}
	w := s[k:]
	if w == "" {
		return false
	}
	if utf8.RuneCountInString(w) == 1 {
		r, _ := utf8.DecodeRuneInString(w)
		return unicode.IsUpper(r)
	}
	return abbreviations[strings.ToLower(w)]
}

func hasWord(s string) bool {
	letters := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			letters++
			if letters >= 2 {
				return true
			}
		} else {
			letters = 0
		}
	}
	return false
}
