package server_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestBrowserClient runs the online client's browser build (its transport
// through syscall/js) under Node against a real server: online's
// TestBrowserTransport, compiled to WebAssembly. Node 20 has fetch, and
// WebSocket behind --experimental-websocket.
func TestBrowserClient(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node here")
	}
	if out, _ := exec.Command(node, "--experimental-websocket", "-e", "process.stdout.write(typeof WebSocket)").Output(); string(out) != "function" {
		if out, _ := exec.Command(node, "-e", "process.stdout.write(typeof WebSocket)").Output(); string(out) != "function" {
			t.Skip("this Node has no WebSocket")
		}
	}
	goroot := runtime.GOROOT()
	execJS := filepath.Join(goroot, "lib", "wasm", "wasm_exec_node.js")
	if _, err := os.Stat(execJS); err != nil {
		t.Skipf("no wasm_exec_node.js in %s", goroot)
	}
	in := start(t, testConfig(newDB(t)), "")
	bin := filepath.Join(t.TempDir(), "online.test.wasm")
	build := exec.Command("go", "test", "-c", "-o", bin, "kamon/online")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build the client's tests for js/wasm: %v\n%s", err, out)
	}
	run := exec.Command(node, "--experimental-websocket", "--no-warnings", execJS, bin, "-test.run", "^TestBrowserTransport$", "-test.v")
	run.Env = append(os.Environ(), "KAMON_TEST_SERVER_URL="+in.URL)
	out, err := run.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestBrowserTransport") {
		t.Fatalf("the browser build of the client against the server: %v\n%s", err, out)
	}
}
