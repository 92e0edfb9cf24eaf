package graph

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
)

// The ID prefixes, one per node kind.
const (
	KindClub   = "club"
	KindPlayer = "player"
	KindMatch  = "match"
	KindGoal   = "goal"
	KindCard   = "card"
	KindReport = "report"
)

// KindOf returns the node kind an ID names ("club", "player", ...) or "".
func KindOf(id string) string {
	k, _, ok := strings.Cut(id, ":")
	if !ok {
		return ""
	}
	switch k {
	case KindClub, KindPlayer, KindMatch, KindGoal, KindCard, KindReport:
		return k
	}
	return ""
}

func key(id string) string {
	_, k, _ := strings.Cut(id, ":")
	return k
}

// ClubID returns the ID of the club with this canonical name.
func ClubID(name string) string { return KindClub + ":" + Slug(name) }

// PlayerID returns the ID of the player of this name at the club clubID
// ("" when the club is unknown).
func PlayerID(clubID, name string) string {
	c := key(clubID)
	if c == "" {
		c = "_"
	}
	return KindPlayer + ":" + c + "/" + Slug(name)
}

// MatchID returns the ID of the match between two clubs: keyed by date when
// known, else by final score when known, else by the clubs alone.
func MatchID(homeID, awayID, date string, homeScore, awayScore *int) string {
	id := KindMatch + ":" + key(homeID) + "~" + key(awayID)
	switch {
	case date != "":
		return id + "@" + date
	case homeScore != nil && awayScore != nil:
		return id + "@" + strconv.Itoa(*homeScore) + "-" + strconv.Itoa(*awayScore)
	}
	return id
}

// GoalID returns the ID of a scorer's n-th goal (1-based) in a match.
func GoalID(matchID, scorerID string, n int) string {
	return KindGoal + ":" + key(matchID) + "/" + key(scorerID) + "/" + strconv.Itoa(n)
}

// CardID returns the ID of a player's n-th card of a colour (1-based) in a match.
func CardID(matchID, playerID string, color CardColor, n int) string {
	return KindCard + ":" + key(matchID) + "/" + key(playerID) + "/" + string(color) + "/" + strconv.Itoa(n)
}

// ReportID returns the ID of a report: a digest of its text, so the same
// text always has the same ID.
func ReportID(text string) string {
	sum := sha256.Sum256([]byte(text))
	return KindReport + ":" + hex.EncodeToString(sum[:8])
}
