package resolvers

// The executor (generated/), the models (model/) and the resolver stubs in
// *.resolvers.go are written by gqlgen from ../schema.graphqls and
// ../gqlgen.yml, which gqlgen finds by walking up from this directory. Run
// `go generate ./...` from the repository root after changing either; the
// output is committed.
//go:generate go tool gqlgen generate
