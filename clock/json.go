package clock

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"
)

// JSON form of a TimeControl:
//
//	{"kind":"timed","periods":[
//	  {"moves":40,"time_ms":5400000,"increment_ms":30000},
//	  {"time_ms":1800000,"increment_ms":30000}]}
//
// kind is "unknown", "untimed", "timed" or "sandclock" (for sandclock one
// period with time_ms only). In a period, moves is omitted or 0 for all
// remaining moves, time_ms is required, and at most one of increment_ms,
// delay_ms (delay mode) and bronstein_ms is given. Unknown fields are
// errors. When reading, a JSON string is accepted too and read with ParsePGN.

type jsonPeriod struct {
	Moves       int    `json:"moves,omitempty"`
	TimeMs      *int64 `json:"time_ms"`
	IncrementMs int64  `json:"increment_ms,omitempty"`
	DelayMs     int64  `json:"delay_ms,omitempty"`
	BronsteinMs int64  `json:"bronstein_ms,omitempty"`
}

type jsonControl struct {
	Kind    string       `json:"kind"`
	Periods []jsonPeriod `json:"periods,omitempty"`
}

// MarshalJSON writes the JSON form described in the package documentation.
func (tc TimeControl) MarshalJSON() ([]byte, error) {
	if err := tc.Validate(); err != nil {
		return nil, err
	}
	tc = tc.normalize()
	jc := jsonControl{Kind: tc.Kind.String()}
	for _, p := range tc.Periods {
		t := int64(p.Time / time.Millisecond)
		jp := jsonPeriod{Moves: p.Moves, TimeMs: &t}
		x := int64(p.Extra / time.Millisecond)
		switch p.Mode {
		case Increment:
			jp.IncrementMs = x
		case Delay:
			jp.DelayMs = x
		case Bronstein:
			jp.BronsteinMs = x
		}
		jc.Periods = append(jc.Periods, jp)
	}
	return json.Marshal(jc)
}

// UnmarshalJSON reads the JSON form described in the package
// documentation, or a JSON string in the PGN tag syntax. Errors are
// *ParseError values with the byte offset in data.
func (tc *TimeControl) UnmarshalJSON(data []byte) error {
	fail := func(pos int64, format string, args ...any) error {
		return &ParseError{Syntax: "JSON", Pos: int(pos), Msg: fmt.Sprintf(format, args...)}
	}
	jsonErr := func(err error, at int64) error {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			return fail(se.Offset, "%v", se)
		case errors.As(err, &te):
			return fail(te.Offset, "%v", te)
		case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
			return fail(int64(len(data)), "unexpected end of JSON")
		}
		return fail(at, "%v", err)
	}
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	lead := int64(len(data) - len(trimmed))
	if len(trimmed) > 0 && trimmed[0] == '"' {
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return jsonErr(err, lead)
		}
		t, err := ParsePGN(s)
		if err != nil {
			var pe *ParseError
			if errors.As(err, &pe) {
				return fail(lead+1+int64(pe.Pos), "PGN string: %s", pe.Msg)
			}
			return err
		}
		*tc = t
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	tok, err := dec.Token()
	if err != nil {
		return jsonErr(err, 0)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return fail(lead, "want a JSON object or string")
	}
	out := TimeControl{}
	kindSeen := false
	var periods []Period
	for dec.More() {
		kpos := dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return jsonErr(err, kpos)
		}
		key, _ := tok.(string)
		switch key {
		case "kind":
			var k string
			vpos := dec.InputOffset()
			if err := dec.Decode(&k); err != nil {
				return jsonErr(err, vpos)
			}
			switch k {
			case "unknown":
				out.Kind = Unknown
			case "untimed":
				out.Kind = Untimed
			case "timed":
				out.Kind = Timed
			case "sandclock":
				out.Kind = Sandclock
			default:
				return fail(skipSpace(data, vpos), "unknown kind %q", k)
			}
			kindSeen = true
		case "periods":
			periods = nil
			apos := dec.InputOffset()
			tok, err := dec.Token()
			if err != nil {
				return jsonErr(err, apos)
			}
			if tok == nil {
				continue
			}
			if d, ok := tok.(json.Delim); !ok || d != '[' {
				return fail(apos, "periods must be an array")
			}
			for dec.More() {
				ppos := dec.InputOffset()
				if len(periods) == MaxPeriods {
					return fail(ppos, "more than %d periods", MaxPeriods)
				}
				var jp jsonPeriod
				if err := dec.Decode(&jp); err != nil {
					return jsonErr(err, ppos)
				}
				p, msg := jp.period()
				if msg != "" {
					return fail(skipSpace(data, ppos), "period %d: %s", len(periods)+1, msg)
				}
				periods = append(periods, p)
			}
			if _, err := dec.Token(); err != nil {
				return jsonErr(err, dec.InputOffset())
			}
		default:
			return fail(skipSpace(data, kpos), "unknown field %q", key)
		}
	}
	if _, err := dec.Token(); err != nil {
		return jsonErr(err, dec.InputOffset())
	}
	if rest := bytes.TrimSpace(data[dec.InputOffset():]); len(rest) > 0 {
		return fail(int64(len(data)-len(rest)), "data after the JSON object")
	}
	if !kindSeen {
		if len(periods) == 0 {
			return fail(lead, "missing \"kind\"")
		}
		out.Kind = Timed
	}
	out.Periods = periods
	out = out.normalize()
	if err := out.Validate(); err != nil {
		return fail(lead, "%v", err)
	}
	*tc = out
	return nil
}

func skipSpace(data []byte, pos int64) int64 {
	for pos < int64(len(data)) {
		switch data[pos] {
		case ' ', '\t', '\r', '\n', ',', ':':
			pos++
			continue
		}
		break
	}
	return pos
}

func (jp jsonPeriod) period() (Period, string) {
	if jp.TimeMs == nil {
		return Period{}, "missing time_ms"
	}
	lim := int64(MaxTime / time.Millisecond)
	if *jp.TimeMs < 0 || *jp.TimeMs > lim {
		return Period{}, "time_ms out of range"
	}
	if jp.Moves < 0 || jp.Moves > MaxMoves {
		return Period{}, "moves out of range"
	}
	p := Period{Moves: jp.Moves, Time: time.Duration(*jp.TimeMs) * time.Millisecond}
	n := 0
	for _, x := range []struct {
		v int64
		m Mode
	}{{jp.IncrementMs, Increment}, {jp.DelayMs, Delay}, {jp.BronsteinMs, Bronstein}} {
		if x.v == 0 {
			continue
		}
		if x.v < 0 || x.v > lim {
			return Period{}, x.m.String() + " out of range"
		}
		n++
		p.Mode, p.Extra = x.m, time.Duration(x.v)*time.Millisecond
	}
	if n > 1 {
		return Period{}, "more than one of increment_ms, delay_ms, bronstein_ms"
	}
	return p, ""
}
