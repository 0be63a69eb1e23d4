package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/arbiter-chess/arbiter/chess"
	"github.com/arbiter-chess/arbiter/dead"
	"github.com/arbiter-chess/arbiter/laws"
	"github.com/arbiter-chess/arbiter/pgn"
	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

func init() {
	register("check", "replay PGN files and report games whose record or result contradicts the Laws", runCheck)
}

// Finding kinds of "arbiter check".
const (
	kindIllegal        = "illegal_move"                 // a move that no legal move fits
	kindAmbiguous      = "ambiguous_move"               // a move that fits more than one legal move
	kindUnreadable     = "unreadable_move"              // a token that is not a move in any notation read
	kindAfterEnd       = "moves_after_end"              // moves after checkmate, stalemate, dead position, fivefold or 75 moves
	kindResult         = "result_contradicts_position"  // 1-0 in a stalemate, a draw on a checkmate, ...
	kindTimeCannotMate = "time_forfeit_but_cannot_mate" // lost on time though the winner could not mate
	kindSyntax         = "syntax"                       // the PGN itself cannot be read (tags, braces, parentheses, FEN)
)

var checkKinds = []string{kindIllegal, kindAmbiguous, kindUnreadable, kindAfterEnd, kindResult, kindTimeCannotMate, kindSyntax}

const checkUsage = `usage: arbiter check [options] FILE...   (- for standard input)

Replays every game of the PGN files (plain, .gz, .bz2 or .zst) and reports
each game whose record or result contradicts the Laws: illegal, ambiguous
or unreadable moves, moves after the game had ended (checkmate, stalemate,
dead position; fivefold repetition and the 75-move rule where the edition
has them), results that contradict the final position, and losses on time
where the winner could not checkmate. Ends with a summary of counts.

The Laws applied: --laws EDITION, or by default the edition in force at
each game's Date tag: fide1971 (the 1953/71 rules) before 2005-07-01,
fide2005 from 2005-07-01, fide2014 from 2014-07-01, fide2018 from
2018-01-01, fide2023 from 2023-01-01; a date before 1953 takes the 1953/71
rules; unknown month or day count as the first; no date takes fide2023.

Exit status: 0 when all files were read (whatever the findings), 1 on an
I/O error, 2 on a usage error.

options:
`

type checkOptions struct {
	json     bool
	all      bool
	edition  *laws.Edition // nil: by each game's Date
	threads  int
	progress bool
	files    []string
}

func runCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o checkOptions
	var edition string
	fs.BoolVar(&o.json, "json", false, "one JSON line per game with findings")
	fs.BoolVar(&o.all, "all", false, "report every game, also those without findings")
	fs.StringVar(&edition, "laws", "", "edition of the Laws: fide2023, fide2018, fide2014, fide2005, fide1971 (default: by each game's Date)")
	fs.IntVar(&o.threads, "threads", 0, "worker threads (default: all cores)")
	fs.IntVar(&o.threads, "j", 0, "short for --threads")
	noProgress := fs.Bool("no-progress", false, "never show a progress bar")
	fs.Usage = func() {
		fmt.Fprint(stderr, checkUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	o.files = fs.Args()
	if len(o.files) == 0 {
		fs.Usage()
		return 2
	}
	if edition != "" {
		e, err := laws.EditionByID(edition)
		if err != nil {
			fmt.Fprintf(stderr, "arbiter check: %v\n", err)
			return 2
		}
		o.edition = e
	}
	if o.threads <= 0 {
		o.threads = runtime.GOMAXPROCS(0)
	}
	if f, ok := stderr.(*os.File); ok && !*noProgress && term.IsTerminal(int(f.Fd())) {
		o.progress = true
	}
	return checkFiles(&o, stdin, stdout, stderr)
}

// gameReport is one output line of --json.
type gameReport struct {
	File     string    `json:"file"`
	Game     int       `json:"game"`
	White    string    `json:"white"`
	Black    string    `json:"black"`
	Result   string    `json:"result"`
	Findings []finding `json:"findings"`
	edition  string
}

type finding struct {
	Kind    string `json:"kind"`
	Ply     int    `json:"ply"`
	Line    int    `json:"line"`
	Text    string `json:"text"`
	Article string `json:"article"`
	Message string `json:"message"`
}

// batch is a run of raw games from one file, checked by one worker.
type batch struct {
	seq     int
	file    string
	last    bool // the file's last batch
	buf     []byte
	games   []rawRef
	reports []gameReport
	// counts per edition of games checked
	perEdition map[string]int
}

type rawRef struct {
	number, line, off, end int
}

const batchBytes = 1 << 20

func checkFiles(o *checkOptions, stdin io.Reader, stdout, stderr io.Writer) int {
	workers := o.threads
	inFlight := 2*workers + 2
	free := make(chan *batch, inFlight)
	for range inFlight {
		free <- &batch{buf: make([]byte, 0, batchBytes+batchBytes/4), perEdition: map[string]int{}}
	}
	jobs := make(chan *batch, inFlight)
	done := make(chan *batch, inFlight)
	status := 0
	ioErrs := make(chan string, len(o.files)+1)

	var bar *progressbar.ProgressBar
	if o.progress {
		var total int64
		for _, f := range o.files {
			if st, err := os.Stat(f); err == nil && f != "-" {
				total += st.Size()
			}
		}
		if total > 0 {
			bar = progressbar.NewOptions64(total,
				progressbar.OptionSetWriter(stderr),
				progressbar.OptionShowBytes(true),
				progressbar.OptionSetDescription("checking"),
				progressbar.OptionThrottle(200_000_000),
				progressbar.OptionClearOnFinish())
		}
	}

	// Reader: split each file into batches of raw games.
	go func() {
		seq := 0
		for _, name := range o.files {
			var r io.Reader
			var closer io.Closer
			if name == "-" {
				rc, err := pgn.Decompress(stdin)
				if err != nil {
					ioErrs <- fmt.Sprintf("arbiter check: standard input: %v", err)
					continue
				}
				r, closer = rc, rc
			} else {
				f, err := os.Open(name)
				if err != nil {
					ioErrs <- fmt.Sprintf("arbiter check: %v", err)
					continue
				}
				var fr io.Reader = f
				if bar != nil {
					fr = io.TeeReader(f, bar)
				}
				rc, err := pgn.Decompress(fr)
				if err != nil {
					f.Close()
					ioErrs <- fmt.Sprintf("arbiter check: %s: %v", name, err)
					continue
				}
				r, closer = rc, multiCloser{rc, f}
			}
			sc := pgn.NewScanner(r)
			b := <-free
			b.reset(seq, name)
			for sc.Scan() {
				raw := sc.Raw()
				if len(b.buf)+len(raw.Text) > batchBytes && len(b.games) > 0 {
					jobs <- b
					seq++
					b = <-free
					b.reset(seq, name)
				}
				off := len(b.buf)
				b.buf = append(b.buf, raw.Text...)
				b.games = append(b.games, rawRef{raw.Number, raw.Line, off, len(b.buf)})
			}
			if err := sc.Err(); err != nil {
				ioErrs <- fmt.Sprintf("arbiter check: %s: %v", name, err)
			}
			b.last = true
			jobs <- b
			seq++
			closer.Close()
		}
		close(jobs)
	}()

	// Workers.
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var c checker
			for b := range jobs {
				for _, g := range b.games {
					raw := pgn.RawGame{Number: g.number, Line: g.line, Text: b.buf[g.off:g.end]}
					c.check(&raw, o)
					b.perEdition[c.edition.ID]++
					if len(c.findings) > 0 || o.all {
						b.reports = append(b.reports, c.report(b.file))
					}
				}
				done <- b
			}
		}()
	}
	go func() { wg.Wait(); close(done) }()

	// Collector: output in input order.
	out := bufio.NewWriterSize(stdout, 1<<16)
	counts := map[string]int{}
	countsEd := map[string]map[string]int{}
	perEdition := map[string]int{}
	var games, flagged, files int
	pending := map[int]*batch{}
	next := 0
	var enc []byte
	for b := range done {
		pending[b.seq] = b
		for {
			b, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			games += len(b.games)
			if b.last {
				files++
			}
			for e, n := range b.perEdition {
				perEdition[e] += n
			}
			for i := range b.reports {
				r := &b.reports[i]
				if len(r.Findings) > 0 {
					flagged++
				}
				for _, f := range r.Findings {
					counts[f.Kind]++
					if countsEd[f.Kind] == nil {
						countsEd[f.Kind] = map[string]int{}
					}
					countsEd[f.Kind][r.edition]++
				}
				if o.json {
					enc, _ = json.Marshal(r)
					out.Write(enc)
					out.WriteByte('\n')
				} else {
					writeTextReport(out, r)
				}
			}
			free <- b
		}
	}
	out.Flush()
	if bar != nil {
		bar.Finish()
	}
	close(ioErrs)
	for msg := range ioErrs {
		fmt.Fprintln(stderr, msg)
		status = 1
	}
	sumTo := stdout
	if o.json {
		sumTo = stderr
	}
	writeSummary(sumTo, files, games, flagged, counts, countsEd, perEdition)
	return status
}

type multiCloser struct{ a, b io.Closer }

func (m multiCloser) Close() error {
	err := m.a.Close()
	if e := m.b.Close(); err == nil {
		err = e
	}
	return err
}

func (b *batch) reset(seq int, file string) {
	b.seq = seq
	b.file = file
	b.last = false
	b.buf = b.buf[:0]
	b.games = b.games[:0]
	b.reports = b.reports[:0]
	clear(b.perEdition)
}

func writeTextReport(w *bufio.Writer, r *gameReport) {
	if len(r.Findings) == 0 {
		fmt.Fprintf(w, "%s: game %d (%s - %s, %s): ok\n", r.File, r.Game, r.White, r.Black, r.Result)
		return
	}
	for _, f := range r.Findings {
		fmt.Fprintf(w, "%s:%d: game %d (%s - %s, %s)", r.File, f.Line, r.Game, r.White, r.Black, r.Result)
		if f.Ply > 0 {
			fmt.Fprintf(w, ", ply %d", f.Ply)
		}
		fmt.Fprintf(w, ": %s", f.Kind)
		if f.Text != "" {
			fmt.Fprintf(w, " %q", f.Text)
		}
		fmt.Fprintf(w, ": %s", f.Message)
		if f.Article != "" {
			fmt.Fprintf(w, " (%s)", f.Article)
		}
		w.WriteByte('\n')
	}
}

func writeSummary(w io.Writer, files, games, flagged int, counts map[string]int, countsEd map[string]map[string]int, perEdition map[string]int) {
	fmt.Fprintf(w, "%d games in %d files, %d with findings\n", games, files, flagged)
	var eds []string
	for e := range perEdition {
		eds = append(eds, e)
	}
	sort.Strings(eds)
	for _, e := range eds {
		fmt.Fprintf(w, "  %-8s %d games\n", e, perEdition[e])
	}
	for _, k := range checkKinds {
		if counts[k] == 0 {
			continue
		}
		fmt.Fprintf(w, "%-30s %d", k, counts[k])
		var parts []string
		for e, n := range countsEd[k] {
			parts = append(parts, e+" "+strconv.Itoa(n))
		}
		sort.Strings(parts)
		fmt.Fprintf(w, "  (%s)\n", strings.Join(parts, ", "))
	}
}

// checker checks one game after another, reusing its buffers.
type checker struct {
	ml       pgn.MainLine
	keys     []uint64
	findings []finding
	edition  *laws.Edition
	result   []byte
	raw      *pgn.RawGame
}

func (c *checker) report(file string) gameReport {
	return gameReport{
		File:     file,
		Game:     c.raw.Number,
		White:    c.ml.TagString("White"),
		Black:    c.ml.TagString("Black"),
		Result:   string(c.result),
		Findings: append([]finding{}, c.findings...),
		edition:  c.edition.ID,
	}
}

func (c *checker) add(kind string, ply, line int, text, article, msg string) {
	c.findings = append(c.findings, finding{kind, ply, line, text, article, msg})
}

// game end states
const (
	endNone = iota
	endMate
	endStalemate
	endDead
	endFivefold
	endSeventyFive
)

func plyOf(p *chess.Position) int {
	n := 2 * (p.FullmoveNumber() - 1)
	if p.Turn() == chess.Black {
		n++
	}
	return n + 1
}

// check replays one game and collects its findings.
func (c *checker) check(raw *pgn.RawGame, o *checkOptions) {
	c.raw = raw
	c.findings = c.findings[:0]
	ml := &c.ml
	err := ml.Reset(raw)
	c.result = ml.Tag("Result")
	c.edition = o.edition
	if c.edition == nil {
		c.edition = laws.EditionAt(string(ml.Tag("Date")))
	}
	ed := c.edition
	if err != nil {
		e := err.(*pgn.Error)
		c.add(kindSyntax, 0, e.Line, e.Text, "", e.Msg)
		if !ml.Ready() {
			return
		}
	}
	pos := &ml.Pos
	c.keys = append(c.keys[:0], pos.RepetitionKey())
	end, endPly := endNone, 0
	var endWinner chess.Color
	afterEnd := false
	pieces := pos.Occupied().Count()
	if ed.DeadPositionDraw && pos.InsufficientMaterial() {
		end, endPly = endDead, plyOf(pos)-1
	}
	lastPly, lastLine := 0, raw.Line
	stopped := false
	for ml.Next() {
		tok := ml.Token()
		ply := plyOf(pos)
		m, err := pgn.ParseMove(pos, tok.Text)
		if err != nil {
			if end == endNone && !pos.HasLegalMove() {
				if pos.InCheck() {
					end, endWinner = endMate, pos.Turn().Other()
				} else {
					end = endStalemate
				}
				endPly = ply - 1
			}
			if end != endNone {
				c.afterEnd(end, endPly, ply, tok, ed)
			} else {
				c.moveError(err, ply, tok, pos, ed)
			}
			stopped = true
			break
		}
		if end != endNone && !afterEnd {
			afterEnd = true
			c.afterEnd(end, endPly, ply, tok, ed)
		}
		pos.Play(m)
		lastPly, lastLine = ply, tok.Line
		if end != endNone {
			continue
		}
		// Automatic ends other than mate and stalemate (those are seen
		// when the next move fails, or at the end).
		hm := pos.HalfmoveClock()
		if hm == 0 {
			c.keys = append(c.keys[:0], pos.RepetitionKey())
			if n := pos.Occupied().Count(); n != pieces || m.Kind() == chess.Promotion {
				pieces = n
				if ed.DeadPositionDraw && pos.InsufficientMaterial() {
					end, endPly = endDead, ply
				}
			}
			continue
		}
		key := pos.RepetitionKey()
		c.keys = append(c.keys, key)
		if ed.SeventyFiveMoveRule && hm >= 150 && !pos.IsCheckmate() {
			end, endPly = endSeventyFive, ply
			continue
		}
		if ed.AutomaticRepetition != laws.NoAutomaticRepetition && hm >= 16 && len(c.keys) >= 17 {
			if fivefold(c.keys, ed.AutomaticRepetition) {
				end, endPly = endFivefold, ply
			}
		}
	}
	if e := ml.Err(); e != nil && !stopped {
		c.add(kindSyntax, 0, e.Line, e.Text, "", e.Msg)
		stopped = true
	}
	if res := ml.Result(); res != nil {
		c.result = res
	}
	if !stopped && ml.HasVariations() {
		c.checkVariations(raw, ed)
	}
	if stopped {
		return
	}
	if end == endNone {
		if pos.IsCheckmate() {
			end, endWinner, endPly = endMate, pos.Turn().Other(), lastPly
		} else if pos.IsStalemate() {
			end, endPly = endStalemate, lastPly
		}
	}
	resLine := lastLine
	if t := ml.ResultToken(); t.Line > 0 {
		resLine = t.Line
	}
	res := string(c.result)
	if end != endNone {
		want := "1/2-1/2"
		if end == endMate {
			want = "1-0"
			if endWinner == chess.Black {
				want = "0-1"
			}
		}
		if (res == "1-0" || res == "0-1" || res == "1/2-1/2") && res != want {
			c.add(kindResult, endPly, resLine, res, ed.Article(endArticle(end)).String(),
				fmt.Sprintf("the result %s contradicts the game's end at ply %d by %s: that is %s", res, endPly, endName(end), want))
		}
		return
	}
	if res != "1-0" && res != "0-1" {
		return
	}
	// A decisive result in a final position that is dead by more than
	// material (blocked pawns, for example): the can-still-mate analysis.
	if ed.DeadPositionDraw && mightBeDead(pos) && deadPosition(pos) {
		c.add(kindResult, lastPly, resLine, res, ed.Article("5.2.2").String(),
			fmt.Sprintf("the result %s contradicts the final position, which is dead (neither side can checkmate by any series of legal moves): %s", res, pos.FEN()))
		return
	}
	if !ed.FlagVsCannotMateDraw {
		return
	}
	term := ml.Tag("Termination")
	if !bytes.Contains(bytes.ToLower(term), []byte("time")) {
		return
	}
	winner := chess.White
	if res == "0-1" {
		winner = chess.Black
	}
	// The analysis runs only when the winner has no pawn, rook or queen;
	// with one of those, mating is possible in all but freak positions.
	heavy := pos.Pieces(winner, chess.Pawn) | pos.Pieces(winner, chess.Rook) | pos.Pieces(winner, chess.Queen)
	if pos.CannotMateByMaterial(winner) || heavy == 0 && cannotMateAnalysis(pos, winner) {
		c.add(kindTimeCannotMate, lastPly, resLine, res, ed.Article("6.9").String(),
			fmt.Sprintf("lost on time (Termination %q), but %s cannot checkmate by any series of legal moves (%s): the game is drawn", term, colorName(winner), pos.FEN()))
	}
}

// fivefold reports whether the last position in keys (positions since
// the last capture or pawn move, oldest first) completes a fivefold
// repetition: form 2, the same position at least five times (2018 and
// 2023, Art. 9.6.1); form 1, the same position after five consecutive
// alternate moves by each player, that is at the last five turns of the
// same player (2014, Art. 9.6.a).
func fivefold(keys []uint64, form laws.RepetitionRule) bool {
	n := len(keys) - 1
	k := keys[n]
	if form == laws.FiveConsecutiveAlternate {
		for i := 1; i <= 4; i++ {
			if keys[n-4*i] != k {
				return false
			}
		}
		return true
	}
	count := 1
	for i := n - 4; i >= 0; i -= 2 {
		if keys[i] == k {
			count++
			if count >= 5 {
				return true
			}
		}
	}
	return false
}

func (c *checker) afterEnd(end, endPly, ply int, tok *pgn.Token, ed *laws.Edition) {
	c.add(kindAfterEnd, ply, tok.Line, string(tok.Text), ed.Article(endArticle(end)).String(),
		fmt.Sprintf("the game had ended at ply %d by %s; moves were recorded after it", endPly, endName(end)))
}

func (c *checker) moveError(err error, ply int, tok *pgn.Token, pos *chess.Position, ed *laws.Edition) {
	kind, art := kindUnreadable, artUnreadable
	switch pgn.MoveReason(err) {
	case "illegal":
		kind, art = kindIllegal, artIllegal
	case "ambiguous":
		kind, art = kindAmbiguous, artAmbiguous
	}
	c.add(kind, ply, tok.Line, string(tok.Text), ed.Article(art).String(), fmt.Sprintf("%v in %s", err, pos.FEN()))
}

// endArticle returns the 2023 number of the article that ends a game.
func endArticle(end int) string {
	switch end {
	case endMate:
		return "5.1.1"
	case endStalemate:
		return "5.2.1"
	case endDead:
		return "5.2.2"
	case endFivefold:
		return "9.6.1"
	case endSeventyFive:
		return "9.6.2"
	}
	return ""
}

func endName(end int) string {
	switch end {
	case endMate:
		return "checkmate"
	case endStalemate:
		return "stalemate"
	case endDead:
		return "a dead position (neither side has mating material)"
	case endFivefold:
		return "fivefold repetition"
	case endSeventyFive:
		return "the 75-move rule"
	}
	return ""
}

func colorName(c chess.Color) string {
	if c == chess.White {
		return "White"
	}
	return "Black"
}

// sharedAnalyser is the one can-still-mate analyser of all workers: it is
// needed for few games, and its search tables are large, so one copy
// behind a lock keeps memory low. Its budget is small: an undecided
// position gives no finding.
var sharedAnalyser struct {
	sync.Mutex
	a *dead.Analyser
}

func deadPosition(p *chess.Position) bool {
	sharedAnalyser.Lock()
	defer sharedAnalyser.Unlock()
	if sharedAnalyser.a == nil {
		sharedAnalyser.a = dead.NewAnalyser(dead.WithMaxNodes(20_000))
	}
	return sharedAnalyser.a.Dead(p) == dead.Yes
}

func cannotMateAnalysis(p *chess.Position, side chess.Color) bool {
	sharedAnalyser.Lock()
	defer sharedAnalyser.Unlock()
	if sharedAnalyser.a == nil {
		sharedAnalyser.a = dead.NewAnalyser(dead.WithMaxNodes(20_000))
	}
	return sharedAnalyser.a.CanMate(p, side).Answer == dead.No
}

// checkVariations reads the whole game, variations included, and reports
// the first move of a variation that is illegal, ambiguous or unreadable
// (the main line is known to be good). It runs only for games that have
// variations, which are few.
func (c *checker) checkVariations(raw *pgn.RawGame, ed *laws.Edition) {
	_, err := pgn.ParseGame(raw)
	e, ok := err.(*pgn.Error)
	if !ok || e.Reason == "" {
		return
	}
	kind, art := kindUnreadable, artUnreadable
	switch e.Reason {
	case "illegal":
		kind, art = kindIllegal, artIllegal
	case "ambiguous":
		kind, art = kindAmbiguous, artAmbiguous
	}
	c.add(kind, e.Ply, e.Line, e.Text, ed.Article(art).String(), "in a variation: "+e.Msg)
}

// mightBeDead is the filter before the can-still-mate analysis of a final
// position (which costs far more than replaying a game): no queens, no
// rooks, and every pawn blocked head-on by an enemy pawn. Dead positions
// outside it (a rook walled in, a pawn blocked by a piece) are not
// looked for.
func mightBeDead(p *chess.Position) bool {
	if p.ByType(chess.Queen)|p.ByType(chess.Rook) != 0 {
		return false
	}
	wp, bp := p.Pieces(chess.White, chess.Pawn), p.Pieces(chess.Black, chess.Pawn)
	return wp<<8 == bp && bp>>8 == wp
}
