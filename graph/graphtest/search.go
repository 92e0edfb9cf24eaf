package graphtest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

func testSearch(t *testing.T, open func(t *testing.T) graph.Store) {
	s := loaded(t, open)
	club := func(id string) string { return graph.KindClub + " " + id }
	player := func(id string) string { return graph.KindPlayer + " " + id }
	match := func(id string) string { return graph.KindMatch + " " + id }

	t.Run("Search", func(t *testing.T) {
		for _, tc := range []struct {
			query string
			first int
			want  []string
		}{
			// Clubs, then players, each by name, then matches newest first.
			{"u", 10, []string{club(kingsmere), club(brucken), player(breznik), match(m2), match(m1), match(m3)}},
			{"rovers", 10, []string{club(northbridge), match(m2), match(m1)}},
			{"rovers", 2, []string{club(northbridge), match(m2)}},
			{"rovers", 0, nil},
			{"Brücken", 10, []string{club(brucken), match(m3)}},
			{"carter", 10, []string{player(joeCarter), player(sam)}},
			{"hale tom", 10, []string{player(tomHale)}},  // every word, any order
			{"SAMMY", 10, []string{player(sam)}},         // an alias
			{"eastport rovers", 10, []string{match(m1)}}, // one club each
			{"harbour", 10, []string{match(m1)}},         // a venue
			{"coastal", 10, []string{match(m2), match(m1)}},
			{"2023-09-16", 10, []string{match(m1)}},
			{"zzz", 10, nil},
			{"", 10, nil},
			{" - ", 10, nil},
		} {
			got, err := s.Search(t.Context(), tc.query, tc.first)
			if err != nil {
				t.Errorf("Search(%q, %d): %v", tc.query, tc.first, err)
				continue
			}
			if d := cmp.Diff(tc.want, idsOf(got, hitID), diffOpts); d != "" {
				t.Errorf("Search(%q, %d) (-want +got):\n%s", tc.query, tc.first, d)
			}
		}
		_, err := s.Search(t.Context(), "rovers", -1)
		wantCode(t, err, graph.EINVALID, "Search(first=-1)")

		// Queries are bounded: a few words of a name.
		long := strings.Repeat("rovers ", graph.MaxSearchBytes/7) + "rovers"
		_, err = s.Search(t.Context(), long, 10)
		wantCode(t, err, graph.EINVALID, fmt.Sprintf("Search(a %d-byte query)", len(long)))
		_, err = s.Search(t.Context(), strings.Repeat("x", 2<<20), 10)
		wantCode(t, err, graph.EINVALID, "Search(a 2 MB query)")
		many := "a b c d e f g h i"
		_, err = s.Search(t.Context(), many, 10)
		wantCode(t, err, graph.EINVALID, fmt.Sprintf("Search(%q)", many))
		// Repeated words count once.
		got, err := s.Search(t.Context(), strings.Repeat("rovers ", 20)+"eastport", 10)
		if d := cmp.Diff([]string{match(m1)}, idsOf(got, hitID), diffOpts); err != nil || d != "" {
			t.Errorf("Search(rovers ×20 eastport): %v (-want +got):\n%s", err, d)
		}
	})
}
