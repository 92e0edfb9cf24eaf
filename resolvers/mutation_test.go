package resolvers

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"pitchgraph/graph"
)

// A report written for these tests.
const testReport = "Arsenal beat Chelsea 2-1 at the Emirates Stadium on Saturday. " +
	"Bukayo Saka crossed for Kai Havertz to head in the opener in the 14th minute. " +
	"Cole Palmer equalised from the penalty spot after 40 minutes. " +
	"Gabriel Martinelli's pass found Saka, who fired in the winner in the 81st minute."

const ingestMutation = `mutation($in: IngestReportInput!) { ingestReport(input: $in) {
  created warnings
  report { id source text ingestedAt match { id } }
  match { id date competition home { name } away { name } }
} }`

type ingestPayload struct {
	IngestReport struct {
		Created  bool     `json:"created"`
		Warnings []string `json:"warnings"`
		Report   struct {
			ID         string `json:"id"`
			Source     string `json:"source"`
			Text       string `json:"text"`
			IngestedAt string `json:"ingestedAt"`
			Match      *struct {
				ID string `json:"id"`
			} `json:"match"`
		} `json:"report"`
		Match *struct {
			ID          string  `json:"id"`
			Date        *string `json:"date"`
			Competition *string `json:"competition"`
			Home        named   `json:"home"`
			Away        named   `json:"away"`
		} `json:"match"`
	} `json:"ingestReport"`
}

func TestIngestAndDeleteReport(t *testing.T) {
	srv := newServer(t, openStore(t))
	in := map[string]any{"in": map[string]any{
		"text": testReport, "source": "test:arsenal-chelsea", "date": "2024-03-09", "competition": "Test Cup",
	}}
	var first ingestPayload
	srv.query(&first, ingestMutation, in)
	p := first.IngestReport
	if !p.Created || p.Report.ID != graph.ReportID(testReport) || p.Report.Text != testReport || p.Report.Source != "test:arsenal-chelsea" {
		t.Fatalf("ingestReport: created %v, report %s from %q; want created, %s", p.Created, p.Report.ID, p.Report.Source, graph.ReportID(testReport))
	}
	if _, err := time.Parse(time.RFC3339, p.Report.IngestedAt); err != nil {
		t.Errorf("ingestedAt %q is not RFC 3339: %v", p.Report.IngestedAt, err)
	}
	if p.Warnings == nil {
		t.Error("warnings is null, want a list")
	}
	m := p.Match
	if m == nil || m.Home.Name != "Arsenal" || m.Away.Name != "Chelsea" || m.Date == nil || *m.Date != "2024-03-09" ||
		m.Competition == nil || *m.Competition != "Test Cup" || p.Report.Match == nil || p.Report.Match.ID != m.ID {
		t.Errorf("ingestReport match = %+v, want Arsenal v Chelsea on 2024-03-09 in the Test Cup, the report's match", m)
	}

	var again ingestPayload
	srv.query(&again, ingestMutation, in)
	if again.IngestReport.Created || again.IngestReport.Report.ID != p.Report.ID || again.IngestReport.Report.IngestedAt != p.Report.IngestedAt {
		t.Errorf("ingesting the same text again: created %v, report %s at %s; want not created, the stored report at %s",
			again.IngestReport.Created, again.IngestReport.Report.ID, again.IngestReport.Report.IngestedAt, p.Report.IngestedAt)
	}

	const del = `mutation($id: ID!) { deleteReport(id: $id) { id deleted } }`
	type deleted struct {
		DeleteReport struct {
			ID      string `json:"id"`
			Deleted bool   `json:"deleted"`
		} `json:"deleteReport"`
	}
	var d deleted
	srv.query(&d, del, map[string]any{"id": p.Report.ID})
	if !d.DeleteReport.Deleted || d.DeleteReport.ID != p.Report.ID {
		t.Errorf("deleteReport(%s) = %+v, want deleted", p.Report.ID, d.DeleteReport)
	}
	var after struct {
		Reports struct {
			TotalCount int `json:"totalCount"`
		} `json:"reports"`
		Matches struct {
			TotalCount int `json:"totalCount"`
		} `json:"matches"`
		Node *struct{} `json:"node"`
	}
	srv.query(&after, `query($id: ID!) { reports { totalCount } matches { totalCount } node(id: $id) { id } }`, map[string]any{"id": p.Report.ID})
	if after.Reports.TotalCount != 0 || after.Matches.TotalCount != 0 || after.Node != nil {
		t.Errorf("after deleting the only report: %d reports, %d matches, node %v; want an empty graph", after.Reports.TotalCount, after.Matches.TotalCount, after.Node)
	}
	srv.query(&d, del, map[string]any{"id": p.Report.ID})
	if d.DeleteReport.Deleted {
		t.Errorf("deleting %s twice: deleted = true the second time", p.Report.ID)
	}
}

// wsClient speaks graphql-transport-ws to the server.
type wsClient struct {
	t    *testing.T
	conn *websocket.Conn
	ctx  context.Context
}

type wsMessage struct {
	Type    string          `json:"type"`
	ID      string          `json:"id,omitempty"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

func dialWS(t *testing.T, srv *server) *wsClient {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	t.Cleanup(cancel)
	url := "ws" + strings.TrimPrefix(srv.URL, "http") + "/graphql"
	conn, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatalf("dial %s: %v", url, err)
	}
	t.Cleanup(func() { conn.CloseNow() })
	c := &wsClient{t: t, conn: conn, ctx: ctx}
	c.send(wsMessage{Type: "connection_init", Payload: json.RawMessage(`{}`)})
	if m := c.next(); m.Type != "connection_ack" {
		t.Fatalf("after connection_init: %s, want connection_ack", m.Type)
	}
	return c
}

func (c *wsClient) send(m wsMessage) {
	c.t.Helper()
	if err := wsjson.Write(c.ctx, c.conn, m); err != nil {
		c.t.Fatalf("websocket write %s: %v", m.Type, err)
	}
}

// next returns the next message that is not a keep-alive.
func (c *wsClient) next() wsMessage {
	c.t.Helper()
	for {
		var m wsMessage
		if err := wsjson.Read(c.ctx, c.conn, &m); err != nil {
			c.t.Fatalf("websocket read: %v", err)
		}
		if m.Type != "ping" && m.Type != "pong" && m.Type != "ka" {
			return m
		}
	}
}

// waitFor polls cond until it holds or a few seconds have passed.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting until %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestReportIngestedSubscription(t *testing.T) {
	s := openStore(t)
	srv := newServer(t, s, func(c *Config) { c.KeepAlive = 20 * time.Millisecond })
	ws := dialWS(t, srv)
	ws.send(wsMessage{Type: "subscribe", ID: "1", Payload: json.RawMessage(
		`{"query": "subscription { reportIngested { id source text match { id } } }"}`)})
	waitFor(t, "the subscription is open", func() bool { return srv.broker.Subscribers() == 1 })

	type event struct {
		Data struct {
			ReportIngested struct {
				ID     string `json:"id"`
				Source string `json:"source"`
				Text   string `json:"text"`
				Match  *struct {
					ID string `json:"id"`
				} `json:"match"`
			} `json:"reportIngested"`
		} `json:"data"`
		Errors []gqlError `json:"errors"`
	}
	read := func() event {
		t.Helper()
		m := ws.next()
		if m.Type != "next" || m.ID != "1" {
			t.Fatalf("websocket: %s %s %s, want next for subscription 1", m.Type, m.ID, m.Payload)
		}
		var e event
		if err := json.Unmarshal(m.Payload, &e); err != nil || len(e.Errors) > 0 {
			t.Fatalf("event %s: %v %v", m.Payload, err, e.Errors)
		}
		return e
	}

	in := map[string]any{"in": map[string]any{"text": testReport, "source": "test:ws"}}
	var p ingestPayload
	srv.query(&p, ingestMutation, in)
	e := read().Data.ReportIngested
	if e.ID != graph.ReportID(testReport) || e.Source != "test:ws" || e.Text != testReport {
		t.Errorf("reportIngested after ingestReport = %s from %q, want %s from test:ws", e.ID, e.Source, graph.ReportID(testReport))
	}
	if e.Match == nil || p.IngestReport.Match == nil || e.Match.ID != p.IngestReport.Match.ID {
		t.Errorf("reportIngested: match %v, want the ingested report's match %v", e.Match, p.IngestReport.Match)
	}

	// The same text again creates nothing, so nothing is published; a report
	// ingested outside GraphQL and published to the broker is.
	srv.query(&p, ingestMutation, in)
	outside := generatedMatch(1, time.Date(2021, 5, 1, 0, 0, 0, 0, time.UTC))
	ingestFacts(t, s, outside)
	srv.broker.Publish(outside.Report)
	if got := read().Data.ReportIngested; got.ID != outside.Report.ID || got.Match == nil || got.Match.ID != outside.Match.ID {
		t.Errorf("next event = %s (match %v), want the report published from outside, %s", got.ID, got.Match, outside.Report.ID)
	}

	ws.send(wsMessage{Type: "complete", ID: "1"})
	waitFor(t, "the completed subscription is dropped", func() bool { return srv.broker.Subscribers() == 0 })
	ws.conn.Close(websocket.StatusNormalClosure, "")
}
