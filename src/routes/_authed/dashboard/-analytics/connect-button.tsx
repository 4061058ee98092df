import { useSelector } from '@xstate/react';
import { INSTAGRAM_COPY } from '../../../../../content/instagram-connection';
import { isConnecting, type InstagramConnectionActor } from '../../../../../machines/instagram-connection.machine';
import { Button } from '../../../../ui/Button/Button';

interface ConnectButtonProps {
  connection: InstagramConnectionActor;
  /** 'Connect Instagram', or 'Reconnect Instagram' when Instagram no longer accepts our access. */
  label?: string;
}

/** Starts the connect; it waits while the browser is on its way to Instagram and back. */
export function ConnectButton({ connection, label = INSTAGRAM_COPY.connect }: ConnectButtonProps) {
  const connecting = useSelector(connection, isConnecting);
  return (
    <Button
      loading={connecting}
      aria-label={connecting ? INSTAGRAM_COPY.connecting : undefined}
      onClick={() => connection.send({ type: 'connection.connect' })}
    >
      {label}
    </Button>
  );
}
