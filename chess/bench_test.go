package chess

import "testing"

func BenchmarkPerftStart6(b *testing.B) {
	p := StartPosition()
	for b.Loop() {
		if p.Perft(6) != 119060324 {
			b.Fatal()
		}
	}
}
func BenchmarkPerftKiwi5(b *testing.B) {
	p, _ := FromFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	for b.Loop() {
		if p.Perft(5) != 193690690 {
			b.Fatal()
		}
	}
}
