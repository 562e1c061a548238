// Command templates runs a template the way Ebitengine's shaders do (fields compared with eq)
// and one that calls a method, printing what each gives, for wasmoverlay's test.
package main

import (
	"fmt"
	"os"
	"text/template"
)

type shader struct{ Filter, FilterLinear int }

func (shader) Name() string { return "a method ran" }

func main() {
	for _, text := range []string{`{{if eq .Filter .FilterLinear}}fields compared{{end}}`, `{{.Name}}`} {
		err := template.Must(template.New("t").Parse(text)).Execute(os.Stdout, shader{Filter: 1, FilterLinear: 1})
		if err != nil {
			fmt.Print(err)
		}
		fmt.Println()
	}
}
