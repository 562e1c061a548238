package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"kamon/internal/appfiles"
)

// Timeouts of `kamon-cli serve`. A client gets its request in within readTimeout, and the
// longest response, the bundle at about 3 MB, has writeTimeout: minutes on a slow mobile line,
// while a connection that stalls holds its goroutine only that long. Idle keep-alive
// connections close after idleTimeout.
const (
	readHeaderTimeout = 10 * time.Second
	readTimeout       = 30 * time.Second
	writeTimeout      = 5 * time.Minute
	idleTimeout       = 2 * time.Minute
)

// newServer is the HTTP server of `kamon-cli serve`, with its timeouts.
func newServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
	}
}

// serve runs `kamon-cli serve`: the browser bundle over HTTP for development and the browser
// end-to-end test. It prints one line with the address (useful with --addr 127.0.0.1:0, which
// picks a free port) and stops cleanly on Ctrl+C or SIGTERM.
func serve(args []string, stdout io.Writer) error {
	flags := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := flags.String("addr", "127.0.0.1:8080", "address to listen on; port 0 picks a free one")
	dir := flags.String("dir", "wasm/dist", "bundle directory, made by `make wasm`")
	if err := parseFlags(flags, args, stdout); err != nil {
		return err
	}
	if flags.NArg() > 0 {
		return usagef("unexpected argument %q", flags.Arg(0))
	}

	handler, err := appfiles.New(*dir)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	defer handler.Close()

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	srv := newServer(handler)
	fmt.Fprintf(stdout, "Kamon: serving %s at %s (Ctrl+C to stop)\n", *dir, pageURL(ln.Addr()))

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	fmt.Fprintln(stdout, "Kamon: stopped")
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}

// pageURL is the address to open in a browser; a wildcard listen address is reached through
// localhost.
func pageURL(a net.Addr) string {
	tcp, ok := a.(*net.TCPAddr)
	if !ok {
		return "http://" + a.String() + "/"
	}
	host := tcp.IP.String()
	if tcp.IP.IsUnspecified() {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, fmt.Sprint(tcp.Port)) + "/"
}
