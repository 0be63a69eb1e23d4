package pgn

import (
	"bufio"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"io"
	"os"

	"github.com/klauspost/compress/zstd"
)

// Open opens a PGN file for reading, decompressing .gz, .bz2 and .zst
// files transparently. The compression is recognised by the file's first
// bytes (its magic number), so the file name does not matter.
func Open(path string) (io.ReadCloser, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	rc, err := Decompress(f)
	if err != nil {
		f.Close()
		return nil, err
	}
	return &closers{rc, f}, nil
}

type closers struct {
	io.ReadCloser
	f *os.File
}

func (c *closers) Close() error {
	err := c.ReadCloser.Close()
	if e := c.f.Close(); err == nil {
		err = e
	}
	return err
}

var (
	magicGzip  = []byte{0x1f, 0x8b}
	magicBzip2 = []byte("BZh")
	magicZstd  = []byte{0x28, 0xb5, 0x2f, 0xfd}
)

// Decompress returns a reader of r's content, decompressed if r starts
// with the magic number of gzip, bzip2 or zstd. Closing it does not close r.
func Decompress(r io.Reader) (io.ReadCloser, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	head, err := br.Peek(4)
	if err != nil && err != io.EOF {
		return nil, err
	}
	switch {
	case bytes.HasPrefix(head, magicGzip):
		z, err := gzip.NewReader(br)
		if err != nil {
			return nil, err
		}
		return z, nil
	case bytes.HasPrefix(head, magicBzip2):
		return io.NopCloser(bzip2.NewReader(br)), nil
	case bytes.HasPrefix(head, magicZstd):
		z, err := zstd.NewReader(br, zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true))
		if err != nil {
			return nil, err
		}
		return zstdCloser{z}, nil
	}
	return io.NopCloser(br), nil
}

type zstdCloser struct{ *zstd.Decoder }

func (z zstdCloser) Close() error { z.Decoder.Close(); return nil }
