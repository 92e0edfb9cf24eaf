package graph

import (
	"regexp"
	"strings"
)

// Category says which of a club's sides a team is: its men's first team,
// its women's team, a youth side or its reserves. Arsenal and Arsenal
// Women are two clubs of the graph, with their own players, matches,
// rankings and pass networks.
//
// A side other than the men's first team carries its category in its ID,
// after a dot: club:arsenal.women, club:england.u21 (a youth side keeps its
// age group, or reads "youth" when no report gives one),
// club:barcelona.reserves. So every store keeps the sides apart as it keeps
// any two IDs apart, players and matches of one side have IDs of their own
// (player:arsenal.women/beth-mead), and a club's category is read from its
// ID alone: it needs no storing and no reports can disagree on it.
type Category string

// The categories of a club's sides.
const (
	Men     Category = "men"     // the men's first team, or a side no report marks as anything else
	Women   Category = "women"   // a women's team
	Youth   Category = "youth"   // an age-group side (U21, U19, ...)
	Reserve Category = "reserve" // a reserve or B team
)

// The ID suffixes of the categories (a youth side's is its age group).
const (
	womenSuffix   = "women"
	reserveSuffix = "reserves"
	youthSuffix   = "youth"
)

var ageGroup = regexp.MustCompile(`^u[0-9]{2}$`)

// TeamID returns the ID of the side of category cat of the club named name:
// ClubID(name) for the men's first team, with the category after a dot for
// any other. age is a youth side's age group ("u21"; "" when unknown) and is
// ignored for other categories.
func TeamID(name string, cat Category, age string) string {
	id := ClubID(name)
	switch cat {
	case Women:
		return id + "." + womenSuffix
	case Reserve:
		return id + "." + reserveSuffix
	case Youth:
		if age = strings.ToLower(age); ageGroup.MatchString(age) {
			return id + "." + age
		}
		return id + "." + youthSuffix
	}
	return id
}

// CategoryOf returns the category of the side a club ID names and, for a
// youth side, its age group ("u21"; "" when the ID gives none). An ID with
// no category (or an unknown one, which Facts.Validate refuses) is Men.
func CategoryOf(clubID string) (Category, string) {
	_, suffix, ok := strings.Cut(key(clubID), ".")
	switch {
	case !ok:
		return Men, ""
	case suffix == womenSuffix:
		return Women, ""
	case suffix == reserveSuffix:
		return Reserve, ""
	case suffix == youthSuffix:
		return Youth, ""
	case ageGroup.MatchString(suffix):
		return Youth, suffix
	}
	return Men, ""
}

// Category returns the category of the club's side, read from its ID.
func (c Club) Category() Category {
	cat, _ := CategoryOf(c.ID)
	return cat
}

// validClubKey tells whether the key of a club ID is a name's slug, with at
// most a known category suffix after one dot.
func validClubKey(k string) bool {
	base, suffix, ok := strings.Cut(k, ".")
	if base == "" {
		return false
	}
	if !ok {
		return true
	}
	switch {
	case suffix == womenSuffix, suffix == reserveSuffix, suffix == youthSuffix:
		return true
	}
	return ageGroup.MatchString(suffix)
}
