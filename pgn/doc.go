// Package pgn reads and writes chess games in the Portable Game Notation
// (PGN) of Steven J. Edwards' standard, the form in which game records of
// Art. 8 and Appendix C of the FIDE Laws of Chess are exchanged.
//
// Reading is streaming and keeps memory constant whatever the size of the
// input. A Scanner splits a stream into raw games by tag sections (a game
// is one tag section and the movetext after it, however many blank lines
// lie between them). A Reader parses each raw game into a Game: its tags,
// the main line as a tree of plies with comments, variations, numeric
// annotation glyphs and the clock, elapsed-time and evaluation commands
// of comments ([%clk 1:23:45], [%emt 0:00:05], [%eval -1.25]). MainLine
// is the lean path: it walks only the moves of the main line of a raw game
// on a chess.Position and allocates nothing per move.
//
// The reader accepts what real files hold: a byte order mark, CRLF line
// ends, Latin-1 text (a tag value or comment that is not valid UTF-8 is
// read as ISO-8859-1 and converted), % escape lines, ; comments, move
// numbers with or without dots, suffix glyphs (!, ?, !!, ??, !?, ?!),
// castling written with zeros, the null moves -- and Z0, SetUp/FEN tags
// and the Variant tag for Chess960 (FEN castling letters of Shredder-FEN
// are read as Chess960 too). Comments are stored with runs of white space
// (line ends included) collapsed to one space and trimmed.
//
// Every error names its place, as go/scanner does: the game number within
// the stream (counting tag sections from 1), the line and column (1-based,
// column in bytes) and the ply. After an error the reader goes on with the
// next game; one broken game never stops the others.
//
// A Writer writes games in the PGN export format: the seven-tag roster
// first, then the other tags, English SAN only, movetext lines shorter
// than 80 characters, tag values escaped as the standard says.
//
// Open reads .gz, .bz2 and .zst files (and plain PGN) transparently.
//
//	f, _ := pgn.Open("games.pgn.zst")
//	defer f.Close()
//	r := pgn.NewReader(f)
//	for {
//		g, err := r.Next()
//		if err == io.EOF {
//			break
//		}
//		if err != nil {
//			log.Print(err) // *pgn.Error: the game is skipped, reading goes on
//			continue
//		}
//		fmt.Println(g.Tags.Get("White"), len(g.Main.Plies))
//	}
package pgn
