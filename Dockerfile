# pitchgraph server image: a static Go binary plus the example reports it can load at start-up.
#   docker build -t pitchgraph .      (or `docker compose up --build`, see docker-compose.yml)
# Browser assets are embedded from web/dist, which is committed, so no Node.js stage is needed.

FROM golang:1.26 AS build
WORKDIR /src
# Module downloads get their own layer, rebuilt only when go.mod or go.sum change.
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/pitchgraph ./cmd/pitchgraph

FROM gcr.io/distroless/static-debian12:nonroot
WORKDIR /app
COPY --from=build /out/pitchgraph /app/pitchgraph
COPY --from=build /src/examples /app/examples
# Only used when NEO4J_URI is unset (the embedded store); compose always sets it.
ENV PITCHGRAPH_DATA=/tmp/pitchgraph-data
EXPOSE 8080
USER nonroot
ENTRYPOINT ["/app/pitchgraph"]
# Binding a non-loopback address is meant to need an API key: give one in PITCHGRAPH_API_KEY.
CMD ["serve", "--addr", "0.0.0.0:8080", "--load", "/app/examples/reports"]
