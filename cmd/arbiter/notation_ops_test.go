package main

import (
	"encoding/json"
	"testing"
)

func TestNotationOps(t *testing.T) {
	cases := []struct{ req, key, want string }{
		{`{"op":"san","fen":"startpos","uci":"g1f3"}`, "san", "Nf3"},
		{`{"op":"san","fen":"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1","uci":"e5d6"}`, "san", "exd6"},
		{`{"op":"san","fen":"7k/P7/8/8/8/8/8/K7 w - - 0 1","uci":"a7a8n"}`, "san", "a8=N"},
		{`{"op":"san","fen":"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1","uci":"e1c1"}`, "san", "O-O-O"},
		{`{"op":"san","fen":"rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1","chess960":true,"uci":"b1a1"}`, "san", "O-O-O"},
		{`{"op":"san","fen":"startpos","uci":"e2e5"}`, "error", ""},
		{`{"op":"uci","fen":"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1","san":"0-0"}`, "uci", "e1g1"},
		{`{"op":"uci","fen":"rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1","chess960":true,"san":"O-O-O"}`, "uci", "b1a1"},
		{`{"op":"uci","fen":"startpos","san":"Sf3"}`, "uci", "g1f3"},
		{`{"op":"uci","fen":"startpos","san":"Cf3"}`, "uci", "g1f3"},
		{`{"op":"uci","fen":"7k/P7/8/8/8/8/8/K7 w - - 0 1","san":"a8(D)"}`, "uci", "a7a8q"},
		{`{"op":"uci","fen":"startpos","san":"Nd4"}`, "reason", "illegal"},
		{`{"op":"uci","fen":"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1","san":"Nd2"}`, "reason", "ambiguous"},
		{`{"op":"uci","fen":"startpos","san":"hello"}`, "reason", "unreadable"},
		{`{"op":"notation","fen":"startpos","uci":"g1f3","language":"de"}`, "lan_hyphen", "Sg1-f3"},
		{`{"op":"notation","fen":"startpos","uci":"g1f3","language":"fr"}`, "san", "Cf3"},
	}
	for _, c := range cases {
		var out map[string]any
		if err := json.Unmarshal(answer([]byte(c.req)), &out); err != nil {
			t.Fatal(err)
		}
		got, ok := out[c.key]
		if !ok || c.want != "" && got != c.want {
			t.Errorf("%s: %v, want %s=%q", c.req, out, c.key, c.want)
		}
	}
}
