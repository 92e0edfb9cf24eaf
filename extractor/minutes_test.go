package extractor

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestMinutes(t *testing.T) {
	tests := []struct {
		sentence string
		minute   int
		added    int // -1 when unknown
		relative bool
	}{
		{"Smith scored (56).", 56, -1, false},
		{"Smith scored in the 3rd min of added time.", 90, 3, false},
		{"Smith scored right on half-time.", 45, -1, false},
		{"Smith scored three minutes shy of the hour.", 57, -1, false},
		{"Smith scored two minutes short of halftime.", 43, -1, false},
		{"Smith scored seconds after the restart.", 46, -1, false},
		{"Smith scored almost immediately off the second-half kickoff.", 46, -1, false},
		{"Smith scored on the quarter-hour mark.", 15, -1, false},
		{"Smith scored in the 45th minute plus two.", 45, 2, false},
		{"Smith scored 10 minutes before halftime.", 35, -1, false},
		{"Smith struck again on 78.", 78, -1, false},
		{"Smith scored in 14mins.", 14, -1, false},
		{"Smith scored in the 56th minute.", 56, -1, false},
		{"Smith scored a 56th-minute opener.", 56, -1, false},
		{"Smith scored 56' into the game.", 56, -1, false},
		{"Smith scored after 20 minutes.", 20, -1, false},
		{"Smith scored on the hour.", 60, -1, false},
		{"Smith scored five minutes into the second half.", 50, -1, false},
		{"Smith scored eight minutes after the restart.", 53, -1, false},
		{"Smith scored nine minutes from time.", 81, -1, false},
		{"Smith scored with two minutes left.", 88, -1, false},
		{"Smith struck a 97th-minute winner.", 90, 7, false},
		{"Smith scored in the fifth minute of added time.", 90, 5, false},
		{"Smith scored (90+5).", 90, 5, false},
		{"Smith scored in first-half stoppage time.", 45, -1, false},
		{"Smith scored in stoppage time.", 90, -1, false},
		{"Smith scored five minutes later.", 5, -1, true},
		{"Smith scored in the 2nd minute of first-half stoppage time.", 45, 2, false},
		{"Smith scored in the third minute of second-half added time.", 90, 3, false},
		{"Smith scored four minutes into second-half injury time.", 90, 4, false},
		{"Smith scored a minute into added time.", 90, 1, false},
		{"Smith scored two minutes into stoppage time at the end of the first half.", 45, 2, false},
		{"Smith scored deep into first-half stoppage time.", 45, -1, false},
		{"Smith scored three minutes into time added on.", 90, 3, false},
		{"Smith scored in the sixth and final minute of added time.", 90, 6, false},
		{"Smith scored a minute before half-time.", 44, -1, false},
		{"Smith scored a minute into the second half.", 46, -1, false},
		{"Smith scored 11 minutes into the game.", 11, -1, false},
		{"Smith scored in the final minute of normal time.", 90, -1, false},
		{"Smith scored a minute later.", 1, -1, true},
		{"Smith scored in the fourth minute of additional time.", 90, 4, false},
		{"Smith scored after 23 mins.", 23, -1, false},
		{"Smith scored in minute 23.", 23, -1, false},
		{"Smith scored on the 23-minute mark.", 23, -1, false},
		{"Smith scored in the fourth of five added minutes.", 90, 4, false},
		{"Smith scored in the second of six minutes of stoppage time.", 90, 2, false},
		{"Eight minutes in, Smith scored.", 8, -1, false},
		{"Smith scored in the first minute of stoppage time at the end of extra time.", 120, 1, false},
		{"Twenty-two minutes in and Smith scored.", 22, -1, false},
		{"It took only seventeen minutes for Smith to score, seventeen minutes from time.", 73, -1, false},
		{"With six minutes of normal time remaining, Smith scored.", 84, -1, false},
		{"Smith scored with twenty-five minutes left.", 65, -1, false},
		{"Smith, 19 mins: the deadlock is broken.", 19, -1, false},
		{"Smith scored five minutes after that.", 5, -1, true},
		{"Smith scored when 23 minutes had been played.", 23, -1, false},
		{"Smith scored with a minute to go.", 89, -1, false},
		{"It took Everton half an hour to break through.", 30, -1, false},
		{"It took just 14 minutes for the pressure to tell.", 14, -1, false},
		{"Smith scored 12 minutes after kick-off.", 12, -1, false},
		{"Smith scored just 12 minutes into proceedings.", 12, -1, false},
	}
	for _, tt := range tests {
		d := newDoc(tt.sentence, DefaultLexicon())
		d.segment()
		d.findMentions()
		s := d.sents[0]
		if len(s.minutes) != 1 {
			t.Errorf("minutes(%q) = %d times, want 1", tt.sentence, len(s.minutes))
			continue
		}
		m := s.minutes[0]
		added := -1
		if m.hasAdded {
			added = m.added
		}
		if m.minute != tt.minute || added != tt.added || m.relative != tt.relative {
			t.Errorf("minutes(%q) = %d+%d relative %v, want %d+%d relative %v", tt.sentence, m.minute, added, m.relative, tt.minute, tt.added, tt.relative)
		}
	}
}

func TestMinutesNotTimes(t *testing.T) {
	for _, sentence := range []string{
		"They lined up 4-3-3 and won 3-2.",
		"The club paid £38million for him in 2011.",
		"Kick-off was at 15:00 in front of 40,000 fans.",
		"He has scored 13 goals (four of them penalties).",
		"The crowd fell silent after a minute's applause.",
		"Neither side could find a winner in 120 minutes of football.",
		"They scored three times in 10 minutes.",
	} {
		d := newDoc(sentence, DefaultLexicon())
		d.segment()
		d.findMentions()
		if n := len(d.sents[0].minutes); n != 0 {
			t.Errorf("minutes(%q) = %d, want none: %+v", sentence, n, d.sents[0].minutes)
		}
	}
}

// TestListedTimes checks a telling that lists a scorer's times with the
// unit named once: one goal for each time, in order.
func TestListedTimes(t *testing.T) {
	tests := []struct {
		text string
		want []string // scorer and minute of each goal
	}{
		{"Everton 2-0 Fulham\n\nJim Carter scored in the 23rd and 45th minutes.", []string{"Jim Carter 23", "Jim Carter 45"}},
		{"Everton 2-0 Fulham\n\nJim Carter scored twice, after 23 and 45 minutes.", []string{"Jim Carter 23", "Jim Carter 45"}},
		{"Everton 2-0 Fulham\n\nJim Carter netted a brace, on 23 and 67 minutes.", []string{"Jim Carter 23", "Jim Carter 67"}},
		{"Everton 2-0 Fulham\n\nJim Carter scored twice, on 23 minutes and again on 45.", []string{"Jim Carter 23", "Jim Carter 45"}},
		{"Everton 3-0 Fulham\n\nJim Carter scored a hat-trick, on 12, 40 and 77 minutes.", []string{"Jim Carter 12", "Jim Carter 40", "Jim Carter 77"}},
		{"Everton 2-1 Fulham\n\nJim Carter scored twice for Everton, in the 12th and 77th minutes. Dan Moss scored for Fulham on 40 minutes.",
			[]string{"Jim Carter 12", "Dan Moss 40", "Jim Carter 77"}},
		// a verb told once for several scorers, each with a time
		{"Everton 2-1 Fulham\n\nJim Carter struck in the 12th minute and Tom Baker in the 77th. Dan Moss replied for Fulham in the 40th.",
			[]string{"Jim Carter 12", "Dan Moss 40", "Tom Baker 77"}},
		{"Everton 2-1 Fulham\n\nJim Carter scored for Everton after 12 minutes, Dan Moss for Fulham after 40, and Tom Baker for Everton after 77.",
			[]string{"Jim Carter 12", "Dan Moss 40", "Tom Baker 77"}},
		{"Everton 2-1 Fulham\n\nJim Carter's opener came after 12 minutes and his winner after 77. Dan Moss had levelled for Fulham.",
			[]string{"Jim Carter 12", "Dan Moss -1", "Jim Carter 77"}},
		// a time reckoned from the goal before, itself reckoned
		{"Everton 2-1 Fulham\n\nJim Carter put Everton ahead after 12 minutes, and Tom Baker doubled the lead ten minutes later. Dan Moss pulled one back five minutes after that.",
			[]string{"Jim Carter 12", "Tom Baker 22", "Dan Moss 27"}},
		// a second goal told as a participle after "before", the club's goal noun the object of the first
		{"Everton 3-1 Fulham\n\nJim Carter scored Everton's second in the 67th minute before scoring again in the 85th minute. Dan Moss scored for Fulham, and Tom Baker for Everton.",
			[]string{"Jim Carter 67", "Jim Carter 85", "Dan Moss -1", "Tom Baker -1"}},
		// a goal told by a pronoun's goal noun with its own time
		{"Everton 2-1 Fulham\n\nJim Carter scored for Everton. Dan Moss levelled for Fulham.\n\nEd Price won it for Everton. His goal on 40 minutes made it 2-1.",
			[]string{"Jim Carter -1", "Dan Moss -1", "Ed Price 40"}},
		// a side back in front at a time, its scorer in the next sentence
		{"Everton 2-1 Fulham\n\nJim Carter scored for Everton in the 10th minute. Dan Moss levelled for Fulham.\n\n" +
			"Everton went back in front in the 38th minute when Tom Baker worked his way into a shooting position. His shot came back off the post but Ed Price was there to tap in.",
			[]string{"Jim Carter 10", "Dan Moss -1", "Ed Price 38"}},
		// a side's pressure that told at a time, its goal told next
		{"Everton 1-0 Fulham\n\nEverton pressed from the start, and it took just 14 minutes for the pressure to tell. Tom Baker whipped in a corner and Jim Carter headed home.",
			[]string{"Jim Carter 14"}},
		// one time each for two scorers of one finish, and a stretch of the match is no list
		{"Everton 2-0 Fulham\n\nJim Carter and Tom Baker scored in the 23rd and 45th minutes.", []string{"Jim Carter 23", "Tom Baker 45"}},
		{"Everton 1-0 Fulham\n\nEverton were on top between 23 and 45 minutes, and Jim Carter scored on 44 minutes.", []string{"Jim Carter 44"}},
	}
	for _, tt := range tests {
		r, err := Extract(tt.text)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, g := range r.Goals {
			m := -1
			if g.Minute != nil {
				m = *g.Minute
			}
			got = append(got, fmt.Sprintf("%s %d", g.Scorer, m))
		}
		slices.Sort(got) // a goal with no time has no place in the order to assert
		want := slices.Sorted(slices.Values(tt.want))
		if strings.Join(got, "; ") != strings.Join(want, "; ") {
			t.Errorf("Extract(%q) goals = %q, want %q", tt.text, got, tt.want)
		}
	}
}
