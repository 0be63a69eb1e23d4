// Command arbiter applies the FIDE Laws of Chess from the command line:
// move generation and perft, position checks, notation, whole PGN
// databases checked against the Laws, the can-still-mate analysis, the
// chess clock and the arbiter's rulings. Run "arbiter help" for the list.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
)

// command is one subcommand: run gets the arguments after its name and
// returns the exit status (0 ok, 1 findings or failure, 2 usage).
type command struct {
	summary string
	run     func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

func register(name, summary string, run func(args []string, stdin io.Reader, stdout, stderr io.Writer) int) {
	commands[name] = command{summary, run}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "arbiter: unknown command %q\n", args[0])
		usage(stderr)
		return 2
	}
	return c.run(args[1:], stdin, stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: arbiter COMMAND [ARGUMENTS]")
	fmt.Fprintln(w, "\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nRun \"arbiter COMMAND -h\" for a command's options.")
}
