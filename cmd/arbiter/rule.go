package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/arbiter-chess/arbiter/laws"
)

func init() {
	register("rule", "apply a JSON event log under the FIDE Laws and print every ruling", runRule)
}

func runRule(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("rule", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print one JSON object per event (index, rulings, error, state)")
	pgn := fs.Bool("pgn", false, "print the game as PGN at the end")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: arbiter rule [--json] [--pgn] [FILE|-]")
		fmt.Fprintln(stderr, "reads a JSON event log ({\"version\":1,\"config\":{...},\"events\":[...]}) and prints")
		fmt.Fprintln(stderr, "the state after each event and every ruling with its article")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 1 {
		fs.Usage()
		return 2
	}
	var data []byte
	var err error
	if fs.NArg() == 0 || fs.Arg(0) == "-" {
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(fs.Arg(0))
	}
	if err != nil {
		fmt.Fprintf(stderr, "arbiter rule: %v\n", err)
		return 1
	}
	l, err := laws.ParseLog(data)
	if err != nil {
		fmt.Fprintf(stderr, "arbiter rule: %v\n", err)
		return 1
	}
	cfg, err := l.Config.ConfigFrom()
	if err != nil {
		fmt.Fprintf(stderr, "arbiter rule: config: %v\n", err)
		return 1
	}
	g, err := laws.New(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "arbiter rule: %v\n", err)
		return 1
	}
	enc := json.NewEncoder(stdout)
	for _, r := range g.Rulings() { // rulings on the initial position
		if *asJSON {
			enc.Encode(map[string]any{"event": -1, "rulings": []laws.Ruling{r}})
		} else {
			fmt.Fprintf(stdout, "start: %s\n", r)
		}
	}
	status := 0
	for i, ev := range l.Events {
		rulings, err := g.Apply(ev)
		var ee *laws.EventError
		if errors.As(err, &ee) {
			err = ee.Err // the index is the log's, printed below
		}
		st := g.State()
		if *asJSON {
			o := map[string]any{"event": i, "type": ev.Type, "at": ev.At, "state": st}
			if rulings == nil {
				rulings = []laws.Ruling{}
			}
			o["rulings"] = rulings
			if err != nil {
				o["error"] = err.Error()
			}
			enc.Encode(o)
		} else {
			desc := string(ev.Type)
			if ev.By != "" {
				desc += " by " + ev.By
			}
			if ev.Move != "" {
				desc += " " + ev.Move
			}
			fmt.Fprintf(stdout, "#%d %d ms %s\n", i, ev.At, desc)
			if err != nil {
				fmt.Fprintf(stdout, "  rejected: %v\n", err)
			}
			for _, r := range rulings {
				fmt.Fprintf(stdout, "  ruling: %s\n", r)
			}
			fmt.Fprintf(stdout, "  state: %s\n", st.Describe())
		}
		if err != nil {
			status = 1
		}
	}
	if *pgn {
		fmt.Fprint(stdout, "\n"+g.PGN(nil))
	}
	return status
}
