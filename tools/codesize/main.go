// Command codesize fails when Go code has grown past what a reader holds in their head at
// once: a file over 800 lines, or a function over 120. Tests may be longer files (a table of
// cases reads down the page) but not longer functions. The message catalog (i18n's files of
// one language, each a long literal of messages) is data, and left out. `make lint` runs it
// on the repository:
//
//	go run ./tools/codesize .
//
// It prints each file or function over its limit, by how much, and exits 1 if there is one.
package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"path"
	"sort"
	"strings"

	"kamon/tools/internal/gofiles"
)

// The limits, in lines: a file counts every line, a function from its func keyword to its
// closing brace.
const (
	maxFileLines = 800
	maxFuncLines = 120
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run checks the one folder args name, prints what is over, and returns the exit code: 0 when
// nothing is, 1 when something is or the folder could not be read, 2 for a wrong usage.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "usage: codesize DIR")
		return 2
	}
	over, err := Check(args[0])
	if err != nil {
		fmt.Fprintln(stderr, "codesize:", err)
		return 1
	}
	for _, o := range over {
		fmt.Fprintln(stdout, o)
	}
	if len(over) > 0 {
		fmt.Fprintf(stdout, "codesize: %d over the limits (files %d lines, functions %d): split them along their seams\n",
			len(over), maxFileLines, maxFuncLines)
		return 1
	}
	return 0
}

// Over is one file or function over its limit.
type Over struct {
	Path  string // slash-separated, relative to the folder checked
	Line  int    // where the function starts; 0 for a whole file
	Func  string // the function's name, "" for a whole file
	Lines int
	Limit int
}

func (o Over) String() string {
	if o.Func == "" {
		return fmt.Sprintf("%s: %d lines, %d over the %d allowed for a file", o.Path, o.Lines, o.Lines-o.Limit, o.Limit)
	}
	return fmt.Sprintf("%s:%d: %s is %d lines, %d over the %d allowed for a function",
		o.Path, o.Line, o.Func, o.Lines, o.Lines-o.Limit, o.Limit)
}

// Check reads every Go file under root (but the folders the go tool ignores too: testdata,
// names starting with . or _, and node_modules) and returns what is over the limits, by path
// and line.
func Check(root string) ([]Over, error) {
	var over []Over
	err := gofiles.Walk(root, func(rel string) bool { return strings.HasSuffix(rel, ".go") && !catalog(rel) }, func(path, rel string) error {
		found, err := checkFile(path, rel)
		over = append(over, found...)
		return err
	})
	sort.Slice(over, func(i, j int) bool {
		if over[i].Path != over[j].Path {
			return over[i].Path < over[j].Path
		}
		return over[i].Line < over[j].Line
	})
	return over, err
}

// catalog reports a file of the message catalog: i18n's messages of one language, named for
// it (i18n/gosu_en.go), one init that adds a long literal.
func catalog(rel string) bool {
	dir, name := path.Split(rel)
	if dir != "i18n/" || strings.HasSuffix(name, "_test.go") {
		return false
	}
	name = strings.TrimSuffix(name, ".go")
	i := strings.LastIndexByte(name, '_')
	return i >= 0 && len(name)-i-1 == 2
}

// checkFile measures one file and its functions. A generated file is left out: it is not read
// or written by hand.
func checkFile(path, rel string) ([]Over, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	if ast.IsGenerated(f) {
		return nil, nil
	}
	var over []Over
	if n := fset.File(f.Pos()).LineCount(); n > maxFileLines && !strings.HasSuffix(rel, "_test.go") {
		over = append(over, Over{Path: rel, Lines: n, Limit: maxFileLines})
	}
	lines := func(n ast.Node) int { return fset.Position(n.End()).Line - fset.Position(n.Pos()).Line + 1 }
	for _, decl := range f.Decls {
		// A function literal inside a function is no longer than the function, so only
		// declared functions and the literals outside them (a package variable's) count.
		ast.Inspect(decl, func(n ast.Node) bool {
			var name string
			switch n := n.(type) {
			case *ast.FuncDecl:
				name = funcName(n)
			case *ast.FuncLit:
				name = "func literal"
			default:
				return true
			}
			if k := lines(n); k > maxFuncLines {
				over = append(over, Over{Path: rel, Line: fset.Position(n.Pos()).Line, Func: name, Lines: k, Limit: maxFuncLines})
			}
			return false
		})
	}
	return over, nil
}

// funcName is a function's name as the code says it: F, or T.M for a method.
func funcName(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return fn.Name.Name
	}
	t := fn.Recv.List[0].Type
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
			continue
		case *ast.IndexExpr:
			t = x.X
			continue
		case *ast.IndexListExpr:
			t = x.X
			continue
		case *ast.Ident:
			return x.Name + "." + fn.Name.Name
		}
		return fn.Name.Name
	}
}
