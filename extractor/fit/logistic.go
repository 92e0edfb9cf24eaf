package main

import (
	"math"
	"sort"

	"pitchgraph/extractor"
)

// minSupport is how many examples must show a feature before it gets a
// weight: one report's quirk is not a pattern.
const minSupport = 3

// logistic fits an L2-regularised logistic regression by full-batch
// gradient descent with Adam steps. The result is deterministic: features
// are indexed in sorted order and nothing is sampled.
func logistic(exs []labelled, l2 float64) extractor.Weights {
	if len(exs) == 0 {
		return nil
	}
	support := map[string]int{}
	for _, ex := range exs {
		for k := range ex.Features {
			support[k]++
		}
	}
	var names []string
	for k, n := range support {
		if n >= minSupport || k == "bias" {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	index := map[string]int{}
	for i, k := range names {
		index[k] = i
	}
	type entry struct {
		i int
		v float64
	}
	rows := make([][]entry, len(exs))
	ys := make([]float64, len(exs))
	for r, ex := range exs {
		keys := make([]string, 0, len(ex.Features))
		for k := range ex.Features {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if i, ok := index[k]; ok {
				rows[r] = append(rows[r], entry{i, ex.Features[k]})
			}
		}
		if ex.yes {
			ys[r] = 1
		}
	}
	w := make([]float64, len(names))
	m := make([]float64, len(names))
	v := make([]float64, len(names))
	grad := make([]float64, len(names))
	const (
		steps = 3000
		rate  = 0.05
		b1    = 0.9
		b2    = 0.999
	)
	bias := index["bias"]
	for t := 1; t <= steps; t++ {
		for i := range grad {
			grad[i] = 0
		}
		for r, row := range rows {
			z := 0.0
			for _, e := range row {
				z += w[e.i] * e.v
			}
			d := 1/(1+math.Exp(-z)) - ys[r]
			for _, e := range row {
				grad[e.i] += d * e.v
			}
		}
		for i := range grad {
			if i != bias {
				grad[i] += l2 * w[i]
			}
			m[i] = b1*m[i] + (1-b1)*grad[i]
			v[i] = b2*v[i] + (1-b2)*grad[i]*grad[i]
			mh := m[i] / (1 - math.Pow(b1, float64(t)))
			vh := v[i] / (1 - math.Pow(b2, float64(t)))
			w[i] -= rate * mh / (math.Sqrt(vh) + 1e-8)
		}
	}
	out := extractor.Weights{}
	for i, k := range names {
		if math.Abs(w[i]) >= 1e-3 {
			out[k] = math.Round(w[i]*1e4) / 1e4
		}
	}
	return out
}
