// Command testlint fails on tests that cannot fail. A test that drops the
// error of the call it checks passes whatever that call does: it compares
// two serialisations that were never made, or goes on from an action the
// rules refused. And a refusal test that passes when its text does not
// parse checks nothing once the notation changes. So, in every _test.go
// file:
//
//   - the error of MarshalJSON, UnmarshalJSON, Apply, ParseAction,
//     json.Marshal, json.MarshalIndent, json.Unmarshal or rules.Playout (a
//     rule broken on the way to a position) may not be ignored: neither
//     assigned to the blank identifier nor dropped with the call's other
//     results by a call standing as a statement (Apply there only as a
//     method with one argument, a state's or a match's: the scenes have
//     Apply functions that return nothing);
//   - a rules package (rules/..., rulestest aside) may not have a refusal
//     helper of its own, a function named refuse... or refused...: it uses
//     rulestest.Refused, RefusedBecause or Unparsable, which fail on a text
//     that does not parse;
//   - a test helper, whatever its name (a function given a *testing.T or
//     a testing.TB that is not itself a Test, Fuzz or Benchmark), may not
//     return from an "if err != nil" without using its T there: it would
//     pass over the error it was written to check. Where passing over it
//     is the point, a "testlint: ok" comment on the if's line says why.
//
// It reads the syntax only, so it is fast and needs no build. DIR is the
// module's root, whose rules/ folder holds the rules packages. `make lint`
// runs it on the repository:
//
//	go run ./tools/testlint .
//
// It prints each finding as path:line: what, and exits 1 if there is one.
package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"sort"
	"strings"

	"kamon/tools/internal/gofiles"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run checks the one folder args name, prints the findings, and returns the
// exit code: 0 when there is none, 1 when there is one or the folder could
// not be read, 2 for a wrong usage.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "usage: testlint DIR")
		return 2
	}
	found, err := Check(args[0])
	if err != nil {
		fmt.Fprintln(stderr, "testlint:", err)
		return 1
	}
	for _, f := range found {
		fmt.Fprintln(stdout, f)
	}
	if len(found) > 0 {
		fmt.Fprintf(stdout, "testlint: %d tests that may pass whatever the code does: check the errors with t.Fatal, refuse with rulestest.Refused\n", len(found))
		return 1
	}
	return 0
}

// Finding is one thing a test must not do.
type Finding struct {
	Path string // slash-separated, relative to the folder checked
	Line int
	What string
}

func (f Finding) String() string { return fmt.Sprintf("%s:%d: %s", f.Path, f.Line, f.What) }

// Check reads every _test.go file under root (but in the folders the go
// tool ignores too: testdata, names starting with . or _, and node_modules)
// and returns the findings, by path and line.
func Check(root string) ([]Finding, error) {
	var found []Finding
	err := gofiles.Walk(root, func(rel string) bool { return strings.HasSuffix(rel, "_test.go") }, func(path, rel string) error {
		f, err := checkFile(path, rel)
		found = append(found, f...)
		return err
	})
	sort.Slice(found, func(i, j int) bool {
		if found[i].Path != found[j].Path {
			return found[i].Path < found[j].Path
		}
		return found[i].Line < found[j].Line
	})
	return found, err
}

// checkFile checks one test file.
func checkFile(path, rel string) ([]Finding, error) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution|parser.ParseComments)
	if err != nil {
		return nil, err
	}
	var found []Finding
	add := func(n ast.Node, format string, args ...any) {
		found = append(found, Finding{Path: rel, Line: fset.Position(n.Pos()).Line, What: fmt.Sprintf(format, args...)})
	}
	rulesPkg := strings.HasPrefix(rel, "rules/") && !strings.HasPrefix(rel, "rules/rulestest/")
	pkgs := imported(file)
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			if rulesPkg && refusalHelper(n.Name.Name) {
				add(n, "%s is a refusal helper of the package's own: use rulestest.Refused, RefusedBecause or Unparsable", n.Name.Name)
			}
			for _, is := range silentReturns(n, file, fset) {
				add(is, "%s returns on an error without failing its test", n.Name.Name)
			}
		case *ast.AssignStmt:
			if rulesPkg && len(n.Lhs) == len(n.Rhs) {
				for i, r := range n.Rhs {
					if id, ok := n.Lhs[i].(*ast.Ident); ok && refusalHelper(id.Name) && isFuncLit(r) {
						add(n, "%s is a refusal helper of the package's own: use rulestest.Refused, RefusedBecause or Unparsable", id.Name)
					}
				}
			}
			checkBlank(n.Lhs, n.Rhs, add)
		case *ast.ValueSpec:
			lhs := make([]ast.Expr, len(n.Names))
			for i, id := range n.Names {
				lhs[i] = id
			}
			if rulesPkg {
				for i, r := range n.Values {
					if i < len(n.Names) && refusalHelper(n.Names[i].Name) && isFuncLit(r) {
						add(n, "%s is a refusal helper of the package's own: use rulestest.Refused, RefusedBecause or Unparsable", n.Names[i].Name)
					}
				}
			}
			checkBlank(lhs, n.Values, add)
		case *ast.ExprStmt:
			if call, ok := n.X.(*ast.CallExpr); ok {
				if name := errCall(call); name != "" && (name != "Apply" || stateApply(call, pkgs)) {
					add(n, "the error of %s is dropped with the call's results", name)
				}
			}
		}
		return true
	})
	return found, nil
}

// checkBlank finds the calls of errCall's whose error goes to the blank
// identifier: the last of several results, or the one result of a call
// among several values.
func checkBlank(lhs, rhs []ast.Expr, add func(ast.Node, string, ...any)) {
	switch {
	case len(rhs) == 1 && len(lhs) >= 1:
		if call, ok := rhs[0].(*ast.CallExpr); ok {
			if name := errCall(call); name != "" && isBlank(lhs[len(lhs)-1]) {
				add(call, "the error of %s is assigned to _", name)
			}
		}
	case len(rhs) == len(lhs):
		for i, r := range rhs {
			if call, ok := r.(*ast.CallExpr); ok {
				if name := errCall(call); name != "" && isBlank(lhs[i]) {
					add(call, "the error of %s is assigned to _", name)
				}
			}
		}
	}
}

// errCall is the name of the call when it is one whose error a test must
// check, else "".
func errCall(call *ast.CallExpr) string {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	switch name := sel.Sel.Name; name {
	case "MarshalJSON", "UnmarshalJSON", "Apply", "ParseAction":
		return name
	case "Marshal", "MarshalIndent", "Unmarshal":
		if x, ok := sel.X.(*ast.Ident); ok && x.Name == "json" {
			return "json." + name
		}
	case "Playout":
		if x, ok := sel.X.(*ast.Ident); ok && x.Name == "rules" {
			return "rules.Playout"
		}
	}
	return ""
}

// stateApply reports a call that drops an error when it stands as a
// statement: the Apply method of a state or a match, which takes one
// action. The syntax cannot tell it from the Apply functions that return
// nothing (the scenes' settings feedback, a table's Apply(ctx, a)), so a
// package's function and an Apply of another arity are left alone.
func stateApply(call *ast.CallExpr, pkgs map[string]bool) bool {
	x, ok := call.Fun.(*ast.SelectorExpr).X.(*ast.Ident)
	return len(call.Args) == 1 && !(ok && pkgs[x.Name])
}

// imported is the names the file's imports go by.
func imported(file *ast.File) map[string]bool {
	names := map[string]bool{}
	for _, imp := range file.Imports {
		p := strings.Trim(imp.Path.Value, `"`)
		name := p[strings.LastIndexByte(p, '/')+1:]
		if imp.Name != nil {
			name = imp.Name.Name
		}
		names[name] = true
	}
	return names
}

// refusalHelper reports a name of the kind rulestest's helpers replace:
// refuse, refused, refuseMove...
func refusalHelper(name string) bool {
	return strings.HasPrefix(strings.ToLower(name), "refuse")
}

func isBlank(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == "_"
}

func isFuncLit(e ast.Expr) bool {
	_, ok := e.(*ast.FuncLit)
	return ok
}

// silentReturns are the "if err != nil" statements of helper fn (a
// function given a *testing.T or testing.TB, not a Test, Fuzz or
// Benchmark itself) that end in a return without using that T, but those
// marked "testlint: ok" on their line. Function literals inside are left
// out: a fuzz body or a predicate returns on an error on purpose.
func silentReturns(fn *ast.FuncDecl, file *ast.File, fset *token.FileSet) []*ast.IfStmt {
	name := fn.Name.Name
	if fn.Body == nil || strings.HasPrefix(name, "Test") || strings.HasPrefix(name, "Fuzz") || strings.HasPrefix(name, "Benchmark") {
		return nil
	}
	t := testingParam(fn.Type)
	if t == "" {
		return nil
	}
	ok := map[int]bool{}
	for _, g := range file.Comments {
		for _, c := range g.List {
			if strings.Contains(c.Text, "testlint: ok") {
				ok[fset.Position(c.Pos()).Line] = true
			}
		}
	}
	var out []*ast.IfStmt
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		if _, lit := n.(*ast.FuncLit); lit {
			return false
		}
		is, isIf := n.(*ast.IfStmt)
		if !isIf || !errNotNil(is.Cond) || len(is.Body.List) == 0 || ok[fset.Position(is.Pos()).Line] {
			return true
		}
		if _, ret := is.Body.List[len(is.Body.List)-1].(*ast.ReturnStmt); ret && !uses(is.Body, t) {
			out = append(out, is)
		}
		return true
	})
	return out
}

// testingParam is the name of ft's *testing.T or testing.TB parameter,
// or "".
func testingParam(ft *ast.FuncType) string {
	for _, p := range ft.Params.List {
		typ := p.Type
		if star, ok := typ.(*ast.StarExpr); ok {
			typ = star.X
		}
		sel, ok := typ.(*ast.SelectorExpr)
		if !ok {
			continue
		}
		if x, isID := sel.X.(*ast.Ident); !isID || x.Name != "testing" || sel.Sel.Name != "T" && sel.Sel.Name != "TB" {
			continue
		}
		if len(p.Names) > 0 && p.Names[0].Name != "_" {
			return p.Names[0].Name
		}
	}
	return ""
}

// errNotNil reports the condition "err != nil".
func errNotNil(e ast.Expr) bool {
	b, ok := e.(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ {
		return false
	}
	x, okX := b.X.(*ast.Ident)
	y, okY := b.Y.(*ast.Ident)
	return okX && okY && x.Name == "err" && y.Name == "nil"
}

// uses reports whether name appears in n.
func uses(n ast.Node, name string) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		if id, ok := m.(*ast.Ident); ok && id.Name == name {
			found = true
		}
		return !found
	})
	return found
}
