#!/bin/sh
# segv-while-blocked.sh ERR FIFO TOOL ARGS...: start TOOL (its stderr to ERR),
# wait until it blocks opening FIFO (its signal handlers are installed by
# then), send it SIGSEGV, wait for the crash report to finish, then kill it.
# Polling instead of fixed sleeps keeps the test right on a loaded machine,
# where a debug binary can take seconds to start and to print a stack trace.
err=$1; shift
"$@" 2> "$err" &
pid=$!
i=0
until [ "$(cat /proc/$pid/wchan 2>/dev/null)" = wait_for_partner ] || [ $i -ge 600 ]; do
  sleep 0.1; i=$((i + 1))
done
kill -SEGV $pid
i=0
until grep -q PrintStackTrace "$err" || [ $i -ge 600 ]; do
  sleep 0.1; i=$((i + 1))
done
# LLVM's handler returns after printing; an external signal does not recur,
# so the tool would stay blocked on the FIFO.
kill -KILL $pid 2>/dev/null
wait $pid
true
