import { BundleDownloadButton } from '../components/Bundles/BundleDownloadButton';
import { LibraryTab } from '../components/Catalogue/LibraryTab';
import { usePageTitle } from '../hooks/usePageTitle';

const LIKED = { kind: 'liked' } as const;

/** /profile/liked, 'Minhas curtidas'. */
export function ProfileLikedPage() {
  usePageTitle('Minhas curtidas');
  return (
    <LibraryTab
      list="likes"
      title="Minhas curtidas"
      subtitle="Os sons que você curtiu, do mais recente ao mais antigo."
      emptyText="Você ainda não curtiu nenhum som."
      emptyHint="Toque no coração de um som para guardá-lo aqui."
      errorText="Problema ao tentar listar músicas curtidas!"
      actions={<BundleDownloadButton source={LIKED} label="Baixar curtidas" />}
    />
  );
}
