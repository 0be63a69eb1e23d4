package pgn

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// writeSample writes what the Writer makes of the first n games of the
// first corpus file to path and returns the number of games written.
func writeSample(t *testing.T, path string, n int) int {
	t.Helper()
	f, err := Open(filepath.Join(corpusDir, "games-01.pgn.zst"))
	if err != nil {
		t.Skip("corpus missing")
	}
	defer f.Close()
	out, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	w := NewWriter(out)
	r := NewReader(f)
	written := 0
	for written < n {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			continue
		}
		if err := w.WriteGame(g); err != nil {
			t.Fatal(err)
		}
		written++
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	return written
}

// TestWriteInteropSample writes the sample for interop/ scripts when
// ARBITER_INTEROP_OUT names a file.
func TestWriteInteropSample(t *testing.T) {
	path := os.Getenv("ARBITER_INTEROP_OUT")
	if path == "" {
		t.Skip("ARBITER_INTEROP_OUT not set")
	}
	n := writeSample(t, path, 100000)
	t.Logf("wrote %d games to %s", n, path)
}

// TestPgnExtractReadsOutput checks that pgn-extract reads what the Writer
// writes without a complaint (skipped when pgn-extract is missing).
func TestPgnExtractReadsOutput(t *testing.T) {
	pe, err := exec.LookPath("pgn-extract")
	if err != nil {
		if _, e := os.Stat("/usr/games/pgn-extract"); e != nil {
			t.Skip("pgn-extract not installed")
		}
		pe = "/usr/games/pgn-extract"
	}
	path := filepath.Join(t.TempDir(), "out.pgn")
	n := writeSample(t, path, 3000)
	cmd := exec.Command(pe, "-s", "-r", path)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.Stdout = io.Discard
	if err := cmd.Run(); err != nil {
		t.Fatalf("pgn-extract: %v\n%s", err, stderr.String())
	}
	var complaints []string
	for _, ln := range strings.Split(strings.ReplaceAll(stderr.String(), "\r", "\n"), "\n") {
		ln = strings.TrimSpace(ln)
		if ln == "" || strings.HasPrefix(ln, "Games: ") {
			continue
		}
		complaints = append(complaints, ln)
	}
	if len(complaints) > 0 {
		t.Errorf("pgn-extract complains about %d lines of what we wrote (%d games):\n%s", len(complaints), n, strings.Join(complaints[:min(20, len(complaints))], "\n"))
	}
}
