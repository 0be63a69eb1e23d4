package chess

import "testing"

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

// Perft nodes per second: go test ./chess -run X -bench Perft -benchmem
// (0 allocs/op: no node allocates).
func BenchmarkPerftStart5(b *testing.B) {
	p := StartPosition()
	for b.Loop() {
		if p.Perft(5) != 4865609 {
			b.Fatal("wrong count")
		}
	}
	b.ReportMetric(4865609*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
}

func BenchmarkPerftKiwipete4(b *testing.B) {
	p, _ := FromFEN(kiwipete)
	for b.Loop() {
		if p.Perft(4) != 4085603 {
			b.Fatal("wrong count")
		}
	}
	b.ReportMetric(4085603*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
}

func BenchmarkLegalMoves(b *testing.B) {
	p, _ := FromFEN(kiwipete)
	var l MoveList
	for b.Loop() {
		p.LegalMoves(&l)
	}
}

func BenchmarkPlay(b *testing.B) {
	p, _ := FromFEN(kiwipete)
	var l MoveList
	p.LegalMoves(&l)
	for b.Loop() {
		for _, m := range l.Moves() {
			q := p
			q.Play(m)
		}
	}
}
