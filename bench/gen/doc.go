// Package gen writes synthetic football match reports with their gold
// answers: a league-sized corpus for scale tests, for the benchmark in
// bench/, and as a second accuracy check of the extractor.
//
// A seed fixes a league of twenty real clubs with invented squads (every
// surname unique in the league) and managers; match i of the corpus is the
// i-th fixture of season after season of double round robins, played out
// at random (goals with zero to four named passers, penalties, own goals,
// direct free kicks, stoppage time, yellow, red and second-yellow cards)
// and told in one of many phrasings per event. The gold of each report has
// the shape of shared/spec/extraction.md and holds exactly what the text
// says: a minute only where the text gives one, a venue or competition only
// where it names one, every person it names. Reports do not state their
// date; the gold's extra "date" field holds it, for ingesting with a date.
//
// The same seed always gives the same league and the same reports.
package gen
